/**
 * Speed technique: the still carousel. The one carousel of the site (every slider goes through
 * it, never `swiper/react`); the rest of this folder is its parts.
 *
 * What it does: it renders a still first view with no Swiper code — the slides Swiper would show
 * first at each breakpoint (classes and media queries from the slider's options, see
 * stillLayout.ts, stillCss.ts and still.css), overflow hidden, in the page's direction, with
 * real pagination buttons — identically in the prerender and at hydration. Slides no width
 * shows are left out (no room, no image fetched). Swiper (LiveCarousel.tsx) is imported only
 * when the visitor first interacts with the carousel (pointer, touch, sideways wheel, keys,
 * focus, a dot), or when autoplay is due (its delay after the carousel came into view; never with
 * reduced motion) where the carousel shows several slides. Where it shows one slide at a time
 * (the home page's hero; the offers on a phone) it autoplays in the still view itself
 * (stillAutoplay in stillLayout.ts, StillCarousel.tsx): a visitor who only watches never pays
 * for Swiper, whose mount was one task of 156–257 ms on a phone (docs/speed.md, eleventh
 * measure). Swiper then takes over in place on the slide showing and does what woke it (next
 * slide, the dot's slide, the swipe's step); from the visitor's first act the still view stops
 * moving by itself, so a slow load never carries the slide away before Swiper comes. After that
 * it behaves as before: options as given (breakpoints may change autoplay too, fade for the
 * reviews), a remount when the direction changes, no autoplay and no transitions when the
 * visitor prefers reduced motion.
 *
 * What it buys on `npm run bench` (2026-11-22): −28 KB gzip of JS on the first load of `/` and
 * `/ar/` (which would otherwise be ~137 KB against the 110 KB budget) and the TBT of running
 * Swiper during hydration; −110 KB of images on the home page's first view (the hidden slides).
 *
 * When it could go: if CSS scroll-snap carousels (`::scroll-marker`, `::scroll-button`) are in
 * every supported browser, a carousel with no script at all would replace both halves; or if
 * the first load's JS budget had room for Swiper (it has not: see bench/README.md).
 */ import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';
// The still view uses Swiper's classes, so nothing restyles when Swiper arrives: the part of
// Swiper's pagination CSS the carousels use (pagination.css), and in still.css the part of its
// core CSS the still view uses (the rest of the core comes with Swiper, LiveCarousel.tsx).
import './pagination.css';
import './still.css';
import 'virtual:carousel-still.css';
import './Carousel.css';
import { useLanguage } from '../../i18n/LanguageProvider';
import { focusTarget, stillOptions, type Handover } from './handover';
import { strongerIntent, type FocusTarget, type WakeIntent } from './intent';
import type { LiveCarouselProps } from './LiveCarousel';
import { loadLiveCarousel } from './loadLiveCarousel';
import { FIRST_POSITION, StillCarousel } from './StillCarousel';
import {
  hasMoved,
  nextStillPosition,
  perViewAt,
  perViewSteps,
  stillAutoplay,
  stillLayout,
  type StillPosition,
} from './stillLayout';
import { useAutoplayWake, viewportAtLeast } from './useAutoplayWake';
import { useWakeOnInteraction } from './useWakeOnInteraction';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { nextTask } from '../../perf/nextTask';

export interface CarouselProps {
  label: string;
  options: SwiperOptions;
  slides: { key: string; node: ReactNode }[];
  className?: string;
  testId?: string;
}

interface LiveState {
  Component: ComponentType<LiveCarouselProps>;
  intent: WakeIntent;
  focus: FocusTarget | null;
}

export function Carousel({ label, options, slides, className, testId }: CarouselProps) {
  const { t, dir } = useLanguage();
  const reduced = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<LiveState | null>(null);
  const [position, setPosition] = useState<StillPosition>(FIRST_POSITION);
  // The visitor has asked for something (a dot, a swipe, a key, focus): the still view stops
  // moving by itself while Swiper loads, so it does not carry the visitor's slide away first.
  const [held, setHeld] = useState(false);
  const optionsRef = useRef(options);
  const dirRef = useRef(dir);
  // Handover bookkeeping (never rendered): what woke the carousel, the loaded module, a press in progress.
  const handover = useRef<Handover>({
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
      if (intent.kind !== 'autoplay') setHeld(true);
      h.intent = strongerIntent(h.intent, intent);
      if (h.Component) {
        swapWhenFree();
        return;
      }
      if (h.loading) return;
      h.loading = true;
      loadLiveCarousel().then(
        async (module) => {
          // Swiper's evaluation ends the task it came in; its mount (render, measures, first
          // layout) takes the next, so a slow phone sees two shorter tasks, not one long one.
          await nextTask();
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

  useWakeOnInteraction({ rootRef, live: live !== null, handover, dirRef, wake, swapWhenFree });

  // Where it shows one slide at a time, the still view runs the autoplay itself and Swiper waits
  // for the visitor; where it shows several, autoplay hands over to Swiper.
  const ownAutoplay = stillAutoplay(options, slides.length);
  const count = slides.length;
  const ownSpeed = ownAutoplay?.speed ?? null;
  const advance = useMemo(
    () =>
      ownSpeed === null
        ? null
        : () => {
            if (perViewAt(optionsRef.current, viewportAtLeast) !== 1) return null;
            setPosition((current) => nextStillPosition(current, count));
            return ownSpeed;
          },
    [ownSpeed, count],
  );
  const settle = useCallback(
    () => setPosition((current) => (current.leaving === null ? current : { ...current, leaving: null })),
    [],
  );

  useAutoplayWake({ rootRef, optionsRef, live: live !== null || held, reduced, wake, advance });

  // A still view that has moved lays out one slide at a time: if the window widens to several
  // (a phone turned), Swiper takes over on the slide showing.
  const moved = hasMoved(position);
  useEffect(() => {
    if (!moved || live || typeof window.matchMedia !== 'function') return undefined;
    const queries = perViewSteps(optionsRef.current)
      .filter((step) => step.minWidth > 0)
      .map((step) => window.matchMedia(`(min-width: ${step.minWidth}px)`));
    const check = () => {
      if (perViewAt(optionsRef.current, viewportAtLeast) !== 1) wake({ kind: 'interaction' });
    };
    check();
    queries.forEach((query) => query.addEventListener('change', check));
    return () => queries.forEach((query) => query.removeEventListener('change', check));
  }, [moved, live, wake]);

  const layout = stillLayout(options, slides.length);
  const unsupported = layout.unsupported.join(', ');
  useEffect(() => {
    if (import.meta.env.DEV && unsupported)
      console.warn(
        `Carousel "${label}": the still view has no CSS for ${unsupported} (see src/components/carousel/still.css)`,
      );
  }, [label, unsupported]);

  // A list that shrank under the still view (a preview's new content) starts again from the first slide.
  const shown = position.current < slides.length && (position.leaving ?? 0) < slides.length ? position : FIRST_POSITION;

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
          options={reduced ? stillOptions(options) : options}
          slides={slides}
          initialSlide={shown.current}
          intent={live.intent}
          focus={live.focus}
          bulletMessage={t('carousel.goTo', { n: '{{index}}' })}
          slideMessage={t('carousel.slideOf', { n: '{{index}}', total: '{{slidesLength}}' })}
          onStarted={onStarted}
        />
      ) : (
        <StillCarousel
          layout={layout}
          slides={slides}
          wake={wake}
          position={shown}
          speed={ownSpeed ?? 0}
          onSettled={settle}
        />
      )}
    </div>
  );
}
