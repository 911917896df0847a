/**
 * Swiper with the project's defaults: right-to-left aware (remounts when the direction
 * changes), keyboard and screen-reader friendly, and no autoplay under prefers-reduced-motion.
 */
import type { ReactNode } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import { useLanguage } from '../i18n/LanguageProvider';
import { useReducedMotion } from './useReducedMotion';

export interface SliderSettings {
  slidesPerView: number;
  spaceBetween?: number;
  speed: number;
  /** Autoplay delay in ms; omitted means no autoplay. */
  autoplayDelay?: number;
  loop?: boolean;
  /** Swiper breakpoints (min-width in px) to slides per view. */
  breakpoints?: Record<number, number>;
}

export function Slider({ label, settings, slides, className }: { label: string; settings: SliderSettings; slides: { key: string; node: ReactNode }[]; className?: string }) {
  const { dir } = useLanguage();
  const reduced = useReducedMotion();
  const breakpoints: SwiperOptions['breakpoints'] = Object.fromEntries(
    Object.entries(settings.breakpoints ?? {}).map(([width, perView]) => [width, { slidesPerView: perView }]),
  );
  const autoplay = settings.autoplayDelay && !reduced ? { delay: settings.autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true } : false;
  return (
    <div className={['slider', className ?? ''].join(' ').trim()} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        key={`${dir}-${reduced ? 'still' : 'moving'}`}
        dir={dir}
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={settings.slidesPerView}
        spaceBetween={settings.spaceBetween ?? 24}
        speed={reduced ? 0 : settings.speed}
        loop={settings.loop ?? false}
        autoplay={autoplay}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        breakpoints={breakpoints}
        watchOverflow
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
