/**
 * The static pages' simpler slider settings (slides per view by breakpoint, one autoplay delay),
 * rendered by the one Swiper wrapper, Carousel.
 */
import type { ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { Carousel } from './Carousel';

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

export function sliderOptions(settings: SliderSettings): SwiperOptions {
  return {
    slidesPerView: settings.slidesPerView,
    spaceBetween: settings.spaceBetween ?? 24,
    speed: settings.speed,
    loop: settings.loop ?? false,
    autoplay: settings.autoplayDelay
      ? { delay: settings.autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false,
    breakpoints: Object.fromEntries(
      Object.entries(settings.breakpoints ?? {}).map(([width, perView]) => [width, { slidesPerView: perView }]),
    ),
  };
}

export function Slider({
  label,
  settings,
  slides,
  className,
}: {
  label: string;
  settings: SliderSettings;
  slides: { key: string; node: ReactNode }[];
  className?: string;
}) {
  return (
    <Carousel
      label={label}
      options={sliderOptions(settings)}
      slides={slides}
      className={['slider', className ?? ''].join(' ').trim()}
    />
  );
}
