/**
 * The real Swiper, loaded only when a carousel first has to move (see Carousel.tsx and
 * loadLiveCarousel.ts): swiper/react, its modules and the CSS the still view does not need (Swiper's
 * whole core, the fade).
 * It takes over in place of the still view showing the same slide, then does what woke it:
 * the next slide when autoplay was due, the slide of the dot clicked, a swipe or arrow key's step.
 */
import type { ReactNode } from 'react';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
// The part of Swiper's pagination CSS the carousels use, and the part of its core CSS the still
// view uses, come with the still view (Carousel.tsx, pagination.css, still.css); the whole core
// and the fade come with Swiper.
import 'swiper/css';
import 'swiper/css/effect-fade';
import type { FocusTarget, WakeIntent } from './intent';

export interface LiveCarouselProps {
  dir: 'ltr' | 'rtl';
  options: SwiperOptions;
  slides: { key: string; node: ReactNode }[];
  /** The slide the still view showed. */
  initialSlide: number;
  /** What made the carousel load; applied once, right after Swiper starts. */
  intent: WakeIntent;
  /** The element that had focus in the still view, to focus its twin. */
  focus: FocusTarget | null;
  /** Swiper A11y messages in the page's language ({{index}}, {{slidesLength}} are Swiper's). */
  bulletMessage: string;
  slideMessage: string;
  /** Called once Swiper has started and applied the intent (a remount must not replay it). */
  onStarted: () => void;
}

function applyIntent(swiper: SwiperInstance, intent: WakeIntent, loop: boolean) {
  switch (intent.kind) {
    case 'autoplay':
    case 'step':
      if (intent.kind === 'step' && intent.delta < 0) swiper.slidePrev();
      else swiper.slideNext();
      break;
    case 'goTo':
      if (loop) swiper.slideToLoop(intent.index);
      else swiper.slideTo(intent.index);
      break;
    case 'interaction':
      break;
  }
}

/** Focuses the twin of what had focus in the still view, unless focus has moved on meanwhile. */
function restoreFocus(swiper: SwiperInstance, focus: FocusTarget) {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  let target: Element | undefined;
  if (focus.kind === 'dot') target = swiper.pagination?.bullets?.[focus.index];
  else {
    const slide = swiper.slides.find((el) => el.getAttribute('data-carousel-index') === String(focus.slide));
    target = slide && focus.path >= 0 ? slide.querySelectorAll('*')[focus.path] : slide;
  }
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

export function LiveCarousel({
  dir,
  options,
  slides,
  initialSlide,
  intent,
  focus,
  bulletMessage,
  slideMessage,
  onStarted,
}: LiveCarouselProps) {
  return (
    <Swiper
      dir={dir}
      modules={[A11y, Autoplay, EffectFade, Keyboard, Pagination]}
      keyboard={{ enabled: true, onlyInViewport: true }}
      pagination={{ clickable: true, bulletElement: 'button' }}
      a11y={{ paginationBulletMessage: bulletMessage, slideLabelMessage: slideMessage }}
      watchOverflow
      {...options}
      initialSlide={initialSlide}
      onAfterInit={(swiper) => {
        if (focus) restoreFocus(swiper, focus);
        applyIntent(swiper, intent, Boolean(options.loop));
        onStarted();
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.key} data-carousel-index={index}>
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
