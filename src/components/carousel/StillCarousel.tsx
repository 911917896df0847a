/**
 * The carousel's first view, with no Swiper code: the slides Swiper would show first at each
 * breakpoint (the classes of stillLayout.ts, the CSS of still.css and stillCss.ts), in the
 * page's direction, with real pagination buttons. A dot wakes the carousel on its slide.
 *
 * A carousel of one slide at a time also runs its own autoplay here (Carousel.tsx): once it has
 * moved, the slide leaving and the slide showing are laid out side by side, in that order, and
 * the wrapper slides one width along with the Web Animations API (a script animation, which the
 * CSP's style rules do not cover, and which the compositor runs); when it ends the wrapper is
 * back at rest with the new slide first. The other slides wait just past the frame's end (so
 * their images load before they come), still in the page's outline and tab order as Swiper's
 * are: the first slide holds the page's heading, and focus on a slide wakes Swiper, which
 * brings it into view.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { WakeIntent } from './intent';
import { hasMoved, type StillLayout, type StillPosition } from './stillLayout';

/** The still view at rest on its first slide, as prerendered. */
export const FIRST_POSITION: StillPosition = { current: 0, leaving: null };

function slideClasses(index: number, position: StillPosition, moved: boolean): string {
  if (index === position.current)
    return moved ? 'swiper-slide swiper-slide-active carousel-current' : 'swiper-slide swiper-slide-active';
  return moved && index === position.leaving ? 'swiper-slide carousel-leaving' : 'swiper-slide';
}

export function StillCarousel({
  layout,
  slides,
  wake,
  position = FIRST_POSITION,
  speed = 0,
  onSettled,
}: {
  layout: StillLayout;
  slides: { key: string; node: ReactNode }[];
  wake: (intent: WakeIntent) => void;
  /** The slide showing and the one leaving (the still view's own autoplay). */
  position?: StillPosition;
  /** How long a move takes (ms). */
  speed?: number;
  /** Called when a move has ended. */
  onSettled?: () => void;
}) {
  const { t, dir } = useLanguage();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const onSettledRef = useRef(onSettled);
  useLayoutEffect(() => {
    onSettledRef.current = onSettled;
  });
  const moved = hasMoved(position);
  const { current, leaving } = position;
  const { gap } = layout;

  // Slide the wrapper one width towards the end of the reading direction; the cleanup (the next
  // position, before it paints) puts it back at rest, so the slide that came stays in place.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (leaving === null || !wrapper) return undefined;
    if (speed <= 0 || typeof wrapper.animate !== 'function') {
      onSettledRef.current?.();
      return undefined;
    }
    const sign = dir === 'rtl' ? 1 : -1;
    const animation = wrapper.animate(
      [{ transform: 'translate3d(0, 0, 0)' }, { transform: `translate3d(calc(${sign} * (100% + ${gap}px)), 0, 0)` }],
      { duration: speed, easing: 'ease', fill: 'forwards' },
    );
    animation.onfinish = () => onSettledRef.current?.();
    return () => animation.cancel();
  }, [current, leaving, speed, gap, dir]);

  const containerClasses = moved
    ? [...layout.containerClasses.filter((name) => !name.startsWith('carousel-shown-')), 'carousel-moved']
    : layout.containerClasses;
  return (
    <div className={containerClasses.join(' ')} dir={dir} data-carousel-still="">
      <div className="swiper-wrapper" ref={wrapperRef}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={slideClasses(index, position, moved)}
            role="group"
            aria-label={t('carousel.slideOf', { n: index + 1, total: slides.length })}
            data-carousel-index={index}
          >
            {slide.node}
          </div>
        ))}
      </div>
      <div
        className={[
          'swiper-pagination',
          'swiper-pagination-clickable',
          'swiper-pagination-bullets',
          'swiper-pagination-horizontal',
          ...layout.paginationClasses,
        ].join(' ')}
      >
        {layout.dotClasses.map((classes, index) => (
          <button
            key={index}
            type="button"
            className={[
              'swiper-pagination-bullet',
              index === current ? 'swiper-pagination-bullet-active' : '',
              ...classes,
            ]
              .filter(Boolean)
              .join(' ')}
            aria-label={t('carousel.goTo', { n: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            data-carousel-dot={index}
            onClick={() => wake({ kind: 'goTo', index })}
          />
        ))}
      </div>
    </div>
  );
}
