/** @vitest-environment jsdom */
/**
 * The still carousel (no Swiper until needed): its first view, and when Swiper is imported.
 * The dynamic import boundary (loadLiveCarousel) is mocked; LiveCarousel's stand-in shows what
 * it was asked to do.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { SwiperOptions } from 'swiper/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../../tests/unit/matchMedia';
import { renderWithProviders } from '../../../tests/unit/render';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { Carousel } from './Carousel';
import type { LiveCarouselProps } from './LiveCarousel';
import { loadLiveCarousel } from './loadLiveCarousel';
import { nextTask } from '../../perf/nextTask';

vi.mock('./loadLiveCarousel', () => ({ loadLiveCarousel: vi.fn() }));

/** Shows what it was first asked to do (Carousel clears the intent once it started). */
function FakeLive({ intent, focus, initialSlide, dir, onStarted }: LiveCarouselProps) {
  const [first] = useState(() => ({ intent, focus }));
  useEffect(() => onStarted(), [onStarted]);
  return (
    <div
      data-testid="live"
      data-intent={JSON.stringify(first.intent)}
      data-focus={JSON.stringify(first.focus)}
      data-initial={initialSlide}
      data-dir={dir}
    />
  );
}

const load = vi.mocked(loadLiveCarousel);
const offers: SwiperOptions = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 800,
  autoplay: { delay: 3000, disableOnInteraction: false },
  breakpoints: {
    767: { slidesPerView: 2, autoplay: { delay: 5000, disableOnInteraction: false } },
    1199: { slidesPerView: 3, autoplay: { delay: 5000, disableOnInteraction: false } },
  },
};
const slides = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, node: <a href={`#${key}`}>Slide {key}</a> }));

let reducedMotion = false;
let viewportWidth = 400;
let observed: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
/** Every media query list handed out, so a test can say the viewport changed. */
let queries: MediaQueryList[] = [];

class FakeIntersectionObserver {
  entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observed.push(this.entry);
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

function setVisible(visible: boolean) {
  for (const entry of observed.filter((o) => !o.disconnected)) {
    entry.callback([{ isIntersecting: visible } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

beforeEach(() => {
  reducedMotion = false;
  viewportWidth = 400;
  observed = [];
  load.mockReset();
  load.mockResolvedValue({ LiveCarousel: FakeLive });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  queries = [];
  const answer = fakeMatchMedia((query) => {
    const min = /min-width: (\d+)px/.exec(query);
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    return min ? viewportWidth >= Number(min[1]) : false;
  });
  window.matchMedia = (query) => {
    const list = answer(query);
    queries.push(list);
    return list;
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The mocked import settles, then Swiper mounts in the task after (a real one: not a timer). */
const flush = () =>
  act(async () => {
    await Promise.resolve();
    await nextTask();
    await Promise.resolve();
  });

describe('Carousel still view', () => {
  it('shows every slide in order with the slides-per-view classes of each breakpoint and the dots Swiper would draw, without Swiper', () => {
    const { container } = renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    const still = container.querySelector('[data-carousel-still]')!;
    expect([...still.classList]).toEqual(
      expect.arrayContaining([
        'swiper',
        'carousel-still',
        'carousel-gap-24',
        'carousel-spv-1',
        'carousel-spv-767-2',
        'carousel-spv-1199-3',
      ]),
    );
    expect(still.getAttribute('style')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    // The carousel itself is the first group; its slides follow.
    const [carousel, ...groups] = screen.getAllByRole('group');
    expect(carousel!.getAttribute('aria-label')).toBe('Offers');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 / 5', '2 / 5', '3 / 5', '4 / 5', '5 / 5']);
    expect(groups.map((g) => g.textContent)).toEqual(['Slide a', 'Slide b', 'Slide c', 'Slide d', 'Slide e']);
    expect(groups[0]!.classList.contains('swiper-slide-active')).toBe(true);
    const dots = screen.getAllByRole('button');
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
      'Go to slide 5',
    ]);
    expect(dots.map((d) => d.getAttribute('type'))).toEqual(dots.map(() => 'button'));
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    expect(dots[3]!.className).toContain('carousel-dot-hide-1199');
    expect(dots[4]!.className).toContain('carousel-dot-hide-767');
    expect(screen.getByRole('group', { name: 'Offers' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(load).not.toHaveBeenCalled();
  });

  it('in Arabic: right-to-left, Arabic dot and slide labels, same slide order (the direction lays them out from the right)', () => {
    const { container } = renderWithProviders(<Carousel label="عروض" options={offers} slides={slides} />, {
      language: 'ar',
    });
    expect(container.querySelector('[data-carousel-still]')!.getAttribute('dir')).toBe('rtl');
    expect(screen.getAllByRole('button')[1]!.getAttribute('aria-label')).toBe('الانتقال إلى الشريحة 2');
    const [carousel, first] = screen.getAllByRole('group');
    expect(carousel!.getAttribute('aria-label')).toBe('عروض');
    expect(first!.getAttribute('aria-label')).toBe('1 من 5');
    expect(first!.textContent).toBe('Slide a');
  });

  it('renders the same HTML on the server and hydrates it without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = (
      <LanguageProvider initial="ar">
        <Carousel
          label="Hero"
          options={{ slidesPerView: 1, speed: 2000, loop: true, autoplay: { delay: 4000 } }}
          slides={slides}
        />
      </LanguageProvider>
    );
    const html = renderToString(tree);
    expect(html).not.toContain('style=');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // As the browser reads the HTML (an empty attribute comes back as `=""`).
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    host.remove();
    expect(host.innerHTML).toBe(parsed.innerHTML);
  });
});

describe('Carousel loads Swiper only when it has to move', () => {
  it('a dot click loads Swiper and, in the task after, goes to that slide', async () => {
    renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(load).toHaveBeenCalledTimes(1);
    // The import has settled, but Swiper mounts in a task of its own, after its evaluation's.
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(screen.queryByTestId('live')).toBeNull();
    await flush();
    const live = screen.getByTestId('live');
    expect(JSON.parse(live.dataset.intent!)).toEqual({ kind: 'goTo', index: 2 });
    expect(live.dataset.initial).toBe('0');
    expect(screen.queryByRole('button', { name: 'Go to slide 3' })).toBeNull();
  });

  it('a press waits for its release (the click on a link lands first); a sideways swipe steps to the next slide', async () => {
    renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    const link = screen.getByRole('link', { name: 'Slide a' });
    fireEvent.pointerDown(link, { clientX: 300, clientY: 100, isPrimary: true });
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    expect(screen.queryByTestId('live')).toBeNull();
    vi.useFakeTimers();
    fireEvent.pointerUp(window, { clientX: 200, clientY: 105, isPrimary: true });
    expect(screen.queryByTestId('live')).toBeNull();
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    expect(JSON.parse(screen.getByTestId('live').dataset.intent!)).toEqual({ kind: 'step', delta: 1 });
  });

  it('focus within (keyboard) loads Swiper and remembers what had focus; arrow keys step in the reading direction', async () => {
    renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />, { language: 'ar' });
    const link = screen.getByRole('link', { name: 'Slide b' });
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    link.focus();
    await flush();
    const live = screen.getByTestId('live');
    expect(JSON.parse(live.dataset.intent!)).toEqual({ kind: 'step', delta: 1 });
    expect(JSON.parse(live.dataset.focus!)).toEqual({ kind: 'slide', slide: 1, path: 0 });
    expect(live.dataset.dir).toBe('rtl');
  });

  it('autoplay where several slides show: nothing before the slider is seen; its delay after it is seen loads Swiper and moves on once', async () => {
    viewportWidth = 1280;
    vi.useFakeTimers();
    renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(load).not.toHaveBeenCalled();
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(4_900);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    expect(JSON.parse(screen.getByTestId('live').dataset.intent!)).toEqual({ kind: 'autoplay' });
  });

  it('autoplay: the delay of the current breakpoint; leaving the viewport first stops the clock', async () => {
    viewportWidth = 1280;
    vi.useFakeTimers();
    renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    act(() => setVisible(false));
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(load).not.toHaveBeenCalled();
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reduced motion: no autoplay load, but an interaction still loads Swiper', async () => {
    reducedMotion = true;
    vi.useFakeTimers();
    renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a slider without autoplay never loads Swiper by itself', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Carousel label="Testimonials" options={{ slidesPerView: 1, speed: 2000 }} slides={slides} />);
    expect(observed).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed import leaves the still view; the next interaction tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockRejectedValueOnce(new Error('chunk failed'));
    renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    await flush();
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByTestId('live')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('live')).toBeTruthy();
  });
});

describe('a carousel of one slide at a time autoplays without Swiper', () => {
  const hero: SwiperOptions = { slidesPerView: 1, speed: 2000, loop: true, autoplay: { delay: 4000 } };
  const three = slides.slice(0, 3);
  /** What the still view shows: the current dot's number, and each slide's classes. */
  const still = (container: HTMLElement) => ({
    current: screen.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1,
    moved: container.querySelector('[data-carousel-still]')!.classList.contains('carousel-moved'),
    shownAll: [...container.querySelector('[data-carousel-still]')!.classList].some((c) =>
      c.startsWith('carousel-shown'),
    ),
    slides: [...container.querySelectorAll('[data-carousel-index]')].map((slide) =>
      [...slide.classList].filter((c) => c !== 'swiper-slide').join(' '),
    ),
  });

  it('moves on after its delay, then every delay after the end of each move, back to the first after the last', async () => {
    vi.useFakeTimers();
    const { container } = renderWithProviders(<Carousel label="Hero" options={hero} slides={three} />);
    expect(still(container)).toEqual({
      current: 1,
      moved: false,
      shownAll: true,
      slides: ['swiper-slide-active', '', ''],
    });
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    // jsdom has no Web Animations: the move ends at once.
    expect(still(container)).toEqual({
      current: 2,
      moved: true,
      shownAll: false,
      slides: ['', 'swiper-slide-active carousel-current', ''],
    });
    await act(async () => {
      vi.advanceTimersByTime(5_900);
    });
    expect(still(container).current).toBe(2);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(still(container).current).toBe(3);
    expect(still(container).slides).toEqual(['', '', 'swiper-slide-active carousel-current']);
    await act(async () => {
      vi.advanceTimersByTime(6_000);
    });
    expect(still(container).current).toBe(1);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('starts again from the first slide when the list shrinks under it', async () => {
    vi.useFakeTimers();
    let setCount: (count: number) => void = () => {};
    function Shrinking() {
      const [count, set] = useState(3);
      setCount = set;
      return <Carousel label="Hero" options={hero} slides={three.slice(0, count)} />;
    }
    const { container } = renderWithProviders(<Shrinking />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(still(container).current).toBe(3);
    act(() => setCount(2));
    expect(still(container).current).toBe(1);
    expect(container.querySelectorAll('.swiper-slide-active')).toHaveLength(1);
  });

  it('a slider of several slides on wider screens moves itself where it shows one, and hands over to Swiper when widened', async () => {
    vi.useFakeTimers();
    const { container } = renderWithProviders(<Carousel label="Offers" options={offers} slides={slides} />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(still(container).current).toBe(2);
    expect(still(container).moved).toBe(true);
    // 800 ms move, then 3 s.
    await act(async () => {
      vi.advanceTimersByTime(3_800);
    });
    expect(still(container).current).toBe(3);
    expect(load).not.toHaveBeenCalled();
    // The phone turned: two slides per view, which the moved still view cannot lay out.
    viewportWidth = 900;
    act(() => queries.forEach((query) => query.dispatchEvent(new Event('change'))));
    vi.useRealTimers();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    const live = screen.getByTestId('live');
    expect(live.dataset.initial).toBe('2');
    expect(JSON.parse(live.dataset.intent!)).toEqual({ kind: 'interaction' });
  });

  it('Swiper, when the visitor wakes it, starts on the slide showing', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Carousel label="Hero" options={hero} slides={three} />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await flush();
    const live = screen.getByTestId('live');
    expect(live.dataset.initial).toBe('1');
    expect(JSON.parse(live.dataset.intent!)).toEqual({ kind: 'goTo', index: 2 });
  });

  it('stops moving by itself once the visitor clicks a dot, while Swiper is still loading', async () => {
    vi.useFakeTimers();
    let arrive: (module: { LiveCarousel: typeof FakeLive }) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { container } = renderWithProviders(<Carousel label="Hero" options={hero} slides={three} />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    expect(still(container).current).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(load).toHaveBeenCalledTimes(1);
    // A slow phone: Swiper takes longer than a whole delay and move to come (not a multiple of
    // three of them, which would bring the still view back round to the slide it left).
    await act(async () => {
      vi.advanceTimersByTime(8_000);
    });
    expect(still(container).current).toBe(2);
    vi.useRealTimers();
    arrive({ LiveCarousel: FakeLive });
    await flush();
    const live = screen.getByTestId('live');
    expect(live.dataset.initial).toBe('1');
    expect(JSON.parse(live.dataset.intent!)).toEqual({ kind: 'goTo', index: 0 });
  });

  it('slides one width towards the end of the reading direction, and comes to rest when the move ends', async () => {
    const animations: { keyframes: Keyframe[]; duration: number; cancelled: boolean; finish: () => void }[] = [];
    const animate = vi.fn(function (this: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const record = { keyframes, duration: Number(options.duration), cancelled: false, finish: () => {} };
      const animation = {
        onfinish: null as null | (() => void),
        cancel: () => {
          record.cancelled = true;
        },
      };
      record.finish = () => animation.onfinish?.();
      animations.push(record);
      return animation as unknown as Animation;
    });
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    try {
      for (const language of ['en', 'ar'] as const) {
        animations.length = 0;
        vi.useFakeTimers();
        const { container, unmount } = renderWithProviders(<Carousel label="Hero" options={hero} slides={three} />, {
          language,
        });
        act(() => setVisible(true));
        await act(async () => {
          vi.advanceTimersByTime(4_000);
        });
        const [move] = animations;
        expect(move!.duration).toBe(2000);
        expect(move!.keyframes.at(-1)!.transform).toBe(
          `translate3d(calc(${language === 'ar' ? 1 : -1} * (100% + 0px)), 0, 0)`,
        );
        // Mid-move: the first slide leaving, the second coming.
        expect(still(container).slides).toEqual(['carousel-leaving', 'swiper-slide-active carousel-current', '']);
        expect(move!.cancelled).toBe(false);
        act(() => move!.finish());
        expect(move!.cancelled).toBe(true);
        expect(still(container).slides[0]).toBe('');
        unmount();
        vi.useRealTimers();
      }
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it('does not move with reduced motion, nor while the page is hidden', async () => {
    reducedMotion = true;
    vi.useFakeTimers();
    const first = renderWithProviders(<Carousel label="Hero" options={hero} slides={three} />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(still(first.container).current).toBe(1);
    first.unmount();
    reducedMotion = false;
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const second = renderWithProviders(<Carousel label="Hero" options={hero} slides={three} />);
    act(() => setVisible(true));
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(still(second.container).current).toBe(1);
    hidden.mockRestore();
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    expect(still(second.container).current).toBe(2);
    expect(load).not.toHaveBeenCalled();
  });
});
