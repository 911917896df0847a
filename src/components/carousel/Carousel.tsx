/**
 * Speed technique: the still carousel. The one carousel of the site (every slider goes through
 * it, never `swiper/react`); the rest of this folder is its parts.
 *
 * What it does: it renders a still first view with no Swiper code — the slides Swiper would show
 * first at each breakpoint (classes and media queries from the SPEC section 9 options, see
 * stillLayout.ts, stillCss.ts and still.css), overflow hidden, in the page's direction, with
 * real pagination buttons — identically in the prerender and at hydration. Slides no width
 * shows are left out (no room, no image fetched). Swiper (LiveCarousel.tsx) is imported only
 * when the carousel first has to move: when the visitor interacts with it (pointer, touch,
 * sideways wheel, keys, focus, a dot), or when autoplay is due (its delay after the carousel
 * came into view; never with reduced motion). It then takes over in place on the same slide and
 * does what woke it (next slide, the dot's slide, the swipe's step). After that it behaves as
 * before: options as given (breakpoints may change autoplay too, fade for the reviews), a
 * remount when the direction changes, no autoplay and no transitions when the visitor prefers
 * reduced motion.
 *
 * What it buys on `npm run bench` (2026-11-22): −28 KB gzip of JS on the first load of `/` and
 * `/ar/` (which would otherwise be ~137 KB against the 110 KB budget) and the TBT of running
 * Swiper during hydration; −110 KB of images on the home page's first view (the hidden slides).
 *
 * When it could go: if CSS scroll-snap carousels (`::scroll-marker`, `::scroll-button`) are in
 * every supported browser, a carousel with no script at all would replace both halves; or if
 * the first load's JS budget had room for Swiper (it has not: see bench/README.md).
 */ import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';
// Swiper's CSS (no script): the still view uses Swiper's classes, so nothing restyles when Swiper arrives.
import 'swiper/css';
import 'swiper/css/pagination';
import './still.css';
import 'virtual:carousel-still.css';
import './Carousel.css';
import { useLanguage } from '../../i18n/LanguageProvider';
import { strongerIntent, type FocusTarget, type WakeIntent } from './intent';
import type { LiveCarouselProps } from './LiveCarousel';
import { loadLiveCarousel } from './loadLiveCarousel';
import { autoplayDelayAt, autoplays, stillLayout } from './stillLayout';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';

export interface CarouselProps {
  label: string;
  options: SwiperOptions;
  slides: { key: string; node: ReactNode }[];
  className?: string;
  testId?: string;
}

/** Share of the carousel that must be on screen for its autoplay clock to run. */
const VISIBLE_THRESHOLD = 0.2;
/** Horizontal travel (px) that makes a press-and-release on the still view a swipe. */
const SWIPE_DISTANCE = 30;

function still(options: SwiperOptions): SwiperOptions {
  const breakpoints = options.breakpoints
    ? Object.fromEntries(Object.entries(options.breakpoints).map(([w, o]) => [w, { ...o, autoplay: false }]))
    : undefined;
  return { ...options, autoplay: false, speed: 0, breakpoints };
}

interface LiveState {
  Component: ComponentType<LiveCarouselProps>;
  intent: WakeIntent;
  focus: FocusTarget | null;
}

/** What has focus inside the still view, described so LiveCarousel can focus its twin. */
function focusTarget(root: HTMLElement): FocusTarget | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  const dot = active.closest('[data-carousel-dot]');
  if (dot) return { kind: 'dot', index: Number(dot.getAttribute('data-carousel-dot')) };
  const slide = active.closest('[data-carousel-index]');
  if (!slide) return null;
  return {
    kind: 'slide',
    slide: Number(slide.getAttribute('data-carousel-index')),
    path: active === slide ? -1 : [...slide.querySelectorAll('*')].indexOf(active),
  };
}

function pauseOnHover(options: SwiperOptions): boolean {
  return typeof options.autoplay === 'object' && Boolean(options.autoplay.pauseOnMouseEnter);
}

export function Carousel({ label, options, slides, className, testId }: CarouselProps) {
  const { t, dir } = useLanguage();
  const reduced = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<LiveState | null>(null);
  const optionsRef = useRef(options);
  const dirRef = useRef(dir);
  // Handover bookkeeping (never rendered): what woke the carousel, the loaded module, a press in progress.
  const handover = useRef<{
    intent: WakeIntent | null;
    loading: boolean;
    Component: ComponentType<LiveCarouselProps> | null;
    pressed: { x: number; y: number } | null;
    done: boolean;
  }>({
    intent: null,
    loading: false,
    Component: null,
    pressed: null,
    done: false,
  });
  useEffect(() => {
    optionsRef.current = options;
    dirRef.current = dir;
  });

  /** Mounts Swiper once it is loaded and no press is under way (so a click on a link or dot lands first). */
  const swapWhenFree = useCallback(() => {
    const h = handover.current;
    const root = rootRef.current;
    if (h.done || !h.Component || h.pressed || !root) return;
    h.done = true;
    setLive({ Component: h.Component, intent: h.intent ?? { kind: 'interaction' }, focus: focusTarget(root) });
  }, []);

  const wake = useCallback(
    (intent: WakeIntent) => {
      const h = handover.current;
      if (h.done) return;
      h.intent = strongerIntent(h.intent, intent);
      if (h.Component) {
        swapWhenFree();
        return;
      }
      if (h.loading) return;
      h.loading = true;
      loadLiveCarousel().then(
        (module) => {
          h.Component = module.LiveCarousel;
          swapWhenFree();
        },
        (error: unknown) => {
          // The still view stays; the next interaction tries again.
          h.loading = false;
          console.warn('Carousel: could not load the slider', error);
        },
      );
    },
    [swapWhenFree],
  );

  const onStarted = useCallback(() => {
    setLive((current) =>
      current && (current.intent.kind !== 'interaction' || current.focus)
        ? { ...current, intent: { kind: 'interaction' }, focus: null }
        : current,
    );
  }, []);

  // The visitor's interaction with the still view loads Swiper.
  useEffect(() => {
    const root = rootRef.current;
    if (live || !root) return undefined;
    const h = handover.current;
    let release: number | undefined;
    const blockClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.isPrimary === false || event.button > 0) return;
      h.pressed = { x: event.clientX, y: event.clientY };
      wake({ kind: 'interaction' });
    };
    const onPointerEnd = (event: PointerEvent) => {
      const start = h.pressed;
      if (!start || event.isPrimary === false) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      const swiped = event.type === 'pointerup' && Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy);
      if (swiped) {
        const forward = dirRef.current === 'rtl' ? dx > 0 : dx < 0;
        wake({ kind: 'step', delta: forward ? 1 : -1 });
        // Like Swiper: a swipe that ends on a link does not follow it.
        root.addEventListener('click', blockClick, { capture: true });
      }
      // The click that follows this release is dispatched before the timeout runs.
      window.clearTimeout(release);
      release = window.setTimeout(() => {
        root.removeEventListener('click', blockClick, { capture: true });
        h.pressed = null;
        swapWhenFree();
      }, 0);
    };
    const onInteraction = () => wake({ kind: 'interaction' });
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) wake({ kind: 'interaction' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        if (
          event.target instanceof HTMLElement &&
          event.target.closest('input, textarea, select, [contenteditable="true"]')
        )
          return;
        event.preventDefault();
        const forward = (event.key === 'ArrowRight') !== (dirRef.current === 'rtl');
        wake({ kind: 'step', delta: forward ? 1 : -1 });
      } else if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) {
        wake({ kind: 'interaction' });
      }
    };
    root.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerEnd);
    window.addEventListener('pointercancel', onPointerEnd);
    root.addEventListener('touchstart', onInteraction, { passive: true });
    root.addEventListener('wheel', onWheel, { passive: true });
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusin', onInteraction);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerEnd);
      window.removeEventListener('pointercancel', onPointerEnd);
      root.removeEventListener('touchstart', onInteraction);
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onInteraction);
      root.removeEventListener('click', blockClick, { capture: true });
      window.clearTimeout(release);
    };
  }, [live, wake, swapWhenFree]);

  // Autoplay: Swiper is due its autoplay delay after the carousel came into view (a carousel
  // never seen never loads it); the clock restarts when it leaves the viewport first.
  const canAutoplay = autoplays(options);
  useEffect(() => {
    const root = rootRef.current;
    if (live || reduced || !canAutoplay || !root || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: number | undefined;
    const matches = (minWidth: number) =>
      typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${minWidth}px)`).matches;
    const schedule = () => {
      const delay = autoplayDelayAt(optionsRef.current, matches);
      if (delay === null) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        // Swiper would not move while the pointer rests on a carousel that pauses on hover.
        if (pauseOnHover(optionsRef.current) && root.matches(':hover')) schedule();
        else wake({ kind: 'autoplay' });
      }, delay);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries[entries.length - 1]?.isIntersecting ?? false;
        if (visible && timer === undefined) schedule();
        if (!visible && timer !== undefined) {
          window.clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(root);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [live, reduced, canAutoplay, wake]);

  const layout = stillLayout(options, slides.length);
  const unsupported = layout.unsupported.join(', ');
  useEffect(() => {
    if (import.meta.env.DEV && unsupported)
      console.warn(
        `Carousel "${label}": the still view has no CSS for ${unsupported} (see src/components/carousel/still.css)`,
      );
  }, [label, unsupported]);

  const LiveComponent = live?.Component;
  return (
    <div
      ref={rootRef}
      className={['carousel', className ?? ''].join(' ').trim()}
      // A group, not a region: every carousel stands in a section that is already a landmark
      // (often under the same name), and two landmarks of one name cannot be told apart.
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
    >
      {live && LiveComponent ? (
        <LiveComponent
          key={`${dir}-${reduced ? 'still' : 'moving'}`}
          dir={dir}
          options={reduced ? still(options) : options}
          slides={slides}
          initialSlide={0}
          intent={live.intent}
          focus={live.focus}
          bulletMessage={t('carousel.goTo', { n: '{{index}}' })}
          slideMessage={t('carousel.slideOf', { n: '{{index}}', total: '{{slidesLength}}' })}
          onStarted={onStarted}
        />
      ) : (
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
                className={[
                  'swiper-pagination-bullet',
                  index === 0 ? 'swiper-pagination-bullet-active' : '',
                  ...classes,
                ]
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
      )}
    </div>
  );
}
