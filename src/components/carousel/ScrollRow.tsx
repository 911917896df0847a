/**
 * A row of cards the visitor scrolls sideways (swipe, trackpad, Shift+wheel, the arrow keys once
 * it has focus), snapping to a card: the platform's own carousel, with no script at all. The
 * blocks that only show content use it for what was a slider (the team, the reviews, the demo
 * pages' chefs, testimonials, gallery and categories), so they are never hydrated (their schema's
 * "browser": "static"); a slider that moves by itself or has controls stays a Carousel in an
 * island. The cards per view at each width are the still carousel's classes (stillLayout.ts,
 * `virtual:carousel-still.css`), so the first view is the one the slider had.
 */
import type { ReactNode } from 'react';
import 'virtual:carousel-still.css';
import { perViewSteps } from './stillLayout';
import './ScrollRow.css';

export interface RowSettings {
  /** Cards per view at the base width. */
  perView: number;
  /** Min-width (px) to cards per view, as the slider had them (stillLayout.ts's breakpoints). */
  breakpoints?: Record<number, number>;
  /** Space between cards (px, one of stillLayout.ts's gaps). */
  gap?: number;
}

export function ScrollRow({
  label,
  settings,
  slides,
  className,
  testId,
}: {
  label: string;
  settings: RowSettings;
  slides: { key: string; node: ReactNode }[];
  className?: string;
  testId?: string;
}) {
  const steps = perViewSteps({
    slidesPerView: settings.perView,
    breakpoints: Object.fromEntries(
      Object.entries(settings.breakpoints ?? {}).map(([width, perView]) => [width, { slidesPerView: perView }]),
    ),
  });
  const classes = [
    'scroll-row',
    `carousel-gap-${settings.gap ?? 24}`,
    ...steps.map((step) =>
      step.minWidth === 0 ? `carousel-spv-${step.perView}` : `carousel-spv-${step.minWidth}-${step.perView}`,
    ),
    className ?? '',
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      // A scrolling region keyboard users can reach and scroll with the arrow keys (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      data-testid={testId}
    >
      <ul className="scroll-row__track">
        {slides.map((slide) => (
          <li key={slide.key} className="scroll-row__item">
            {slide.node}
          </li>
        ))}
      </ul>
    </div>
  );
}
