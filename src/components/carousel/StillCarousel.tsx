/**
 * The carousel's first view, with no Swiper code: the slides Swiper would show first at each
 * breakpoint (the classes of stillLayout.ts, the CSS of still.css and stillCss.ts), in the
 * page's direction, with real pagination buttons. A dot wakes the carousel on its slide.
 */
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { WakeIntent } from './intent';
import type { StillLayout } from './stillLayout';

export function StillCarousel({
  layout,
  slides,
  wake,
}: {
  layout: StillLayout;
  slides: { key: string; node: ReactNode }[];
  wake: (intent: WakeIntent) => void;
}) {
  const { t, dir } = useLanguage();
  return (
    <div className={layout.containerClasses.join(' ')} dir={dir} data-carousel-still="">
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            className={index === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}
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
            className={['swiper-pagination-bullet', index === 0 ? 'swiper-pagination-bullet-active' : '', ...classes]
              .filter(Boolean)
              .join(' ')}
            aria-label={t('carousel.goTo', { n: index + 1 })}
            aria-current={index === 0 ? 'true' : undefined}
            data-carousel-dot={index}
            onClick={() => wake({ kind: 'goTo', index })}
          />
        ))}
      </div>
    </div>
  );
}
