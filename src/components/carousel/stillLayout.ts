/**
 * The still first view of a carousel, worked out from its Swiper options: how many slides show
 * at each breakpoint, the spacing, and how many pagination dots Swiper would draw there. It is
 * expressed as class names only (still.css holds the media queries), because the CSP
 * forbids inline styles and the prerendered HTML must look right before any script runs.
 * No Swiper code here: types only.
 */
import type { SwiperOptions } from 'swiper/types';

/** Breakpoints (min-width, px, as Swiper matches them) that the still CSS has rules for. */
export const STILL_BREAKPOINTS = [575, 576, 767, 768, 992, 1199, 1200, 1399] as const;
/** Slides per view that the still CSS has rules for (1 to this). */
export const STILL_MAX_PER_VIEW = 6;
/** Spaces between slides (px) that the still CSS has rules for. */
export const STILL_GAPS = [0, 8, 12, 16, 20, 24, 30, 32] as const;

/** Swiper's default autoplay delay, used when `autoplay: true` or no delay is given. */
const DEFAULT_DELAY = 3000;

export interface Step {
  /** 0 for the base (no media query), else the breakpoint's min-width. */
  minWidth: number;
  perView: number;
}

export interface StillLayout {
  /** Classes of the `.swiper` element of the still view. */
  containerClasses: string[];
  /** Classes of the pagination element (hidden where Swiper would lock it). */
  paginationClasses: string[];
  /** Classes of each dot; its length is the most dots shown at any width. */
  dotClasses: string[][];
  /** Options the CSS cannot express (a warning in development). */
  unsupported: string[];
  /** The space between slides (px). */
  gap: number;
}

function perViewOf(value: SwiperOptions['slidesPerView'] | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.round(value) : 1;
}

function breakpointEntries(options: SwiperOptions): [number, SwiperOptions][] {
  return Object.entries(options.breakpoints ?? {})
    .filter(([width]) => /^\d+$/.test(width))
    .map(([width, params]): [number, SwiperOptions] => [Number(width), params])
    .sort(([a], [b]) => a - b);
}

/**
 * Slides per view from the base up, one step per breakpoint. Swiper applies only the largest
 * matching breakpoint on top of the base options, so a breakpoint without `slidesPerView`
 * shows the base count.
 */
export function perViewSteps(options: SwiperOptions): Step[] {
  const base = options.effect === 'fade' ? 1 : perViewOf(options.slidesPerView);
  return [
    { minWidth: 0, perView: base },
    ...breakpointEntries(options).map(([minWidth, params]) => ({
      minWidth,
      perView:
        options.effect === 'fade' ? 1 : params.slidesPerView === undefined ? base : perViewOf(params.slidesPerView),
    })),
  ];
}

/** Dots Swiper draws for `slides` slides at `perView` per view (1 = it locks the pagination away). */
export function dotCount(slides: number, perView: number, loop: boolean): number {
  if (slides <= perView) return 1;
  return loop ? slides : slides - perView + 1;
}

/** Classes that switch something on or off across the steps: only the changes are emitted, in ascending order. */
function toggles(visible: boolean[], steps: Step[], prefix: string): string[] {
  const classes: string[] = [];
  visible.forEach((shown, k) => {
    if (k === 0) {
      if (!shown) classes.push(`${prefix}-hide`);
    } else if (shown !== visible[k - 1]) {
      classes.push(`${prefix}-${shown ? 'show' : 'hide'}-${steps[k]!.minWidth}`);
    }
  });
  return classes;
}

export function stillLayout(options: SwiperOptions, slides: number): StillLayout {
  const steps = perViewSteps(options);
  const loop = Boolean(options.loop);
  const gap =
    typeof options.spaceBetween === 'number'
      ? options.spaceBetween
      : Number.parseFloat(String(options.spaceBetween ?? 0)) || 0;
  const unsupported: string[] = [];
  const containerClasses = ['swiper', 'swiper-horizontal', 'carousel-still', `carousel-gap-${gap}`];
  if (!(STILL_GAPS as readonly number[]).includes(gap)) unsupported.push(`spaceBetween ${gap}`);
  if (options.autoHeight) containerClasses.push('swiper-autoheight');
  steps.forEach((step) => {
    if (step.perView > STILL_MAX_PER_VIEW) unsupported.push(`slidesPerView ${step.perView}`);
    if (step.minWidth === 0) containerClasses.push(`carousel-spv-${step.perView}`);
    else {
      if (!(STILL_BREAKPOINTS as readonly number[]).includes(step.minWidth))
        unsupported.push(`breakpoint ${step.minWidth}`);
      containerClasses.push(`carousel-spv-${step.minWidth}-${step.perView}`);
    }
  });
  // Slides no width shows are left out of the still view (display: none), so their images are
  // not fetched with the page: the hero's other slides alone were ~110 KB on a phone's first view.
  containerClasses.push(
    `carousel-shown-${Math.min(STILL_MAX_PER_VIEW, Math.max(...steps.map((step) => step.perView)))}`,
  );
  for (const [width, params] of breakpointEntries(options)) {
    if (params.spaceBetween !== undefined && params.spaceBetween !== options.spaceBetween)
      unsupported.push(`spaceBetween at ${width}`);
  }
  const counts = steps.map((step) => dotCount(slides, step.perView, loop));
  const most = Math.max(...counts);
  return {
    containerClasses,
    paginationClasses: toggles(
      counts.map((count) => count > 1),
      steps,
      'carousel-dots',
    ),
    dotClasses: Array.from({ length: most }, (_, index) =>
      toggles(
        counts.map((count) => index < count),
        steps,
        'carousel-dot',
      ),
    ),
    unsupported,
    gap,
  };
}

function delayOf(autoplay: SwiperOptions['autoplay'] | undefined): number | null {
  if (autoplay === undefined || autoplay === false) return null;
  if (autoplay === true) return DEFAULT_DELAY;
  if (autoplay.enabled === false) return null;
  return typeof autoplay.delay === 'number' ? autoplay.delay : DEFAULT_DELAY;
}

/** Whether any width autoplays. */
export function autoplays(options: SwiperOptions): boolean {
  return (
    delayOf(options.autoplay) !== null ||
    breakpointEntries(options).some(([, params]) => delayOf(params.autoplay) !== null)
  );
}

/**
 * The autoplay delay at the current width (`matches(minWidth)` says whether the viewport is at
 * least that wide), or null when the slider does not autoplay there.
 */
export function autoplayDelayAt(options: SwiperOptions, matches: (minWidth: number) => boolean): number | null {
  const matching = breakpointEntries(options).filter(([width]) => matches(width));
  const current = matching[matching.length - 1];
  if (current?.[1].autoplay !== undefined) return delayOf(current[1].autoplay);
  return delayOf(options.autoplay);
}

/** Swiper's default transition (ms), used when no speed is given. */
const DEFAULT_SPEED = 300;

/**
 * Whether the still view runs this carousel's autoplay itself, and how long one move takes (ms):
 * a carousel that slides (not fades, not vertical, not as tall as each slide), autoplays
 * somewhere, and shows one slide at a time at some width. It moves itself at the widths that
 * show one slide (perViewAt); elsewhere, and for any other carousel, autoplay hands over to
 * Swiper. A swipe, a key or a dot always does.
 */
export function stillAutoplay(options: SwiperOptions, slides: number): { speed: number } | null {
  if (!Number.isInteger(slides) || slides < 2 || !autoplays(options)) return null;
  if (options.effect !== undefined && options.effect !== 'slide') return null;
  if (options.direction === 'vertical' || options.autoHeight) return null;
  // Swiper would stop on the last slide; the still view always goes on to the first.
  if (typeof options.autoplay === 'object' && options.autoplay.stopOnLastSlide) return null;
  if (!perViewSteps(options).some((step) => step.perView === 1)) return null;
  const speed = typeof options.speed === 'number' && options.speed >= 0 ? options.speed : DEFAULT_SPEED;
  return { speed };
}

/** Slides per view at the current width (`matches(minWidth)`: the viewport is at least that wide). */
export function perViewAt(options: SwiperOptions, matches: (minWidth: number) => boolean): number {
  const steps = perViewSteps(options).filter((step) => step.minWidth === 0 || matches(step.minWidth));
  return steps[steps.length - 1]!.perView;
}

/** Where the still view is: the slide showing, and the one sliding out of view (null once settled). */
export interface StillPosition {
  current: number;
  leaving: number | null;
}

/** Whether the still view has left its first view (prerendered: the first slide, at rest). */
export function hasMoved(position: StillPosition): boolean {
  return position.current !== 0 || position.leaving !== null;
}

/**
 * The still view's next position under its own autoplay: the following slide, and the first
 * after the last. Swiper's autoplay comes back to the first too: sliding on to it with loop,
 * back across the list without.
 */
export function nextStillPosition(position: StillPosition, slides: number): StillPosition {
  return { current: (position.current + 1) % slides, leaving: position.current };
}
