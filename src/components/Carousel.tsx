/**
 * Swiper for the live home sections: takes the SPEC section 9 options as they are
 * (breakpoints may change autoplay too, fade effect for reviews), remounts when the reading
 * direction changes, and never autoplays when the visitor prefers reduced motion.
 */
import type { ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';
import './Carousel.css';
import { useLanguage } from '../i18n/LanguageProvider';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface CarouselProps {
  label: string;
  options: SwiperOptions;
  slides: { key: string; node: ReactNode }[];
  className?: string;
  testId?: string;
}

function still(options: SwiperOptions): SwiperOptions {
  const breakpoints = options.breakpoints
    ? Object.fromEntries(Object.entries(options.breakpoints).map(([w, o]) => [w, { ...o, autoplay: false }]))
    : undefined;
  return { ...options, autoplay: false, speed: 0, breakpoints };
}

export function Carousel({ label, options, slides, className, testId }: CarouselProps) {
  const { dir } = useLanguage();
  const reduced = usePrefersReducedMotion();
  const settings = reduced ? still(options) : options;
  return (
    <div className={['carousel', className ?? ''].join(' ').trim()} role="region" aria-roledescription="carousel" aria-label={label} data-testid={testId}>
      <Swiper
        key={`${dir}-${reduced ? 'still' : 'moving'}`}
        dir={dir}
        modules={[A11y, Autoplay, EffectFade, Keyboard, Pagination]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        watchOverflow
        {...settings}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.node}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
