/** The still view's layout classes follow Swiper's options, and its CSS has a rule for each class it can emit. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  autoplayDelayAt,
  autoplays,
  dotCount,
  perViewSteps,
  STILL_BREAKPOINTS,
  STILL_GAPS,
  STILL_MAX_PER_VIEW,
  stillLayout,
} from './stillLayout';
import { stillLayoutCss } from './stillCss';

// What the page gets: the hand-written rules, then the generated classes (Carousel.tsx imports both).
const css = readFileSync(fileURLToPath(new URL('./still.css', import.meta.url)), 'utf8') + stillLayoutCss();
const offers = {
  slidesPerView: 1,
  spaceBetween: 24,
  autoplay: { delay: 3000 },
  breakpoints: {
    767: { slidesPerView: 2, autoplay: { delay: 5000 } },
    1199: { slidesPerView: 3, autoplay: { delay: 5000 } },
  },
};

describe('stillLayout', () => {
  it('slides per view from the base up; a breakpoint without slidesPerView shows the base count; fade shows one', () => {
    expect(perViewSteps(offers).map((s) => [s.minWidth, s.perView])).toEqual([
      [0, 1],
      [767, 2],
      [1199, 3],
    ]);
    expect(perViewSteps({ slidesPerView: 2, breakpoints: { 992: { autoplay: false } } }).map((s) => s.perView)).toEqual(
      [2, 2],
    );
    expect(perViewSteps({ effect: 'fade', slidesPerView: 3 }).map((s) => s.perView)).toEqual([1]);
  });

  it('dots as Swiper draws them: one per snap without loop, one per slide with loop, none (locked) when all slides fit', () => {
    expect(dotCount(6, 1, false)).toBe(6);
    expect(dotCount(6, 3, false)).toBe(4);
    expect(dotCount(6, 3, true)).toBe(6);
    expect(dotCount(3, 3, true)).toBe(1);
    expect(dotCount(2, 3, false)).toBe(1);
  });

  it('classes for the container, the dots that exist at each width and the pagination', () => {
    const layout = stillLayout(offers, 5);
    expect(layout.containerClasses).toEqual([
      'swiper',
      'swiper-horizontal',
      'carousel-still',
      'carousel-gap-24',
      'carousel-spv-1',
      'carousel-spv-767-2',
      'carousel-spv-1199-3',
      'carousel-shown-3',
    ]);
    // 5 dots on phones, 4 from 767px, 3 from 1199px.
    expect(layout.dotClasses).toEqual([[], [], [], ['carousel-dot-hide-1199'], ['carousel-dot-hide-767']]);
    expect(layout.paginationClasses).toEqual([]);
    // Three team members: three dots on phones, two from 768px, none (locked) from 1200px.
    const team = stillLayout(
      { slidesPerView: 1, breakpoints: { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } } },
      3,
    );
    expect(team.dotClasses).toEqual([[], ['carousel-dot-hide-1200'], ['carousel-dot-hide-768']]);
    expect(team.paginationClasses).toEqual(['carousel-dots-hide-1200']);
    expect(stillLayout({ slidesPerView: 1 }, 1).paginationClasses).toEqual(['carousel-dots-hide']);
    expect(stillLayout({ slidesPerView: 1, autoHeight: true, effect: 'fade' }, 3).containerClasses).toContain(
      'swiper-autoheight',
    );
  });

  it('leaves out the slides no width shows (the hero: all but the first)', () => {
    expect(
      stillLayout({ slidesPerView: 1, effect: 'fade', breakpoints: { 768: { slidesPerView: 3 } } }, 5).containerClasses,
    ).toContain('carousel-shown-1');
    expect(stillLayout({ slidesPerView: 1 }, 4).containerClasses).toContain('carousel-shown-1');
    expect(
      stillLayout({ slidesPerView: 2, breakpoints: { 1399: { slidesPerView: 6 } } }, 9).containerClasses,
    ).toContain('carousel-shown-6');
  });

  it('reports what the CSS cannot express', () => {
    expect(stillLayout(offers, 5).unsupported).toEqual([]);
    expect(
      stillLayout(
        { slidesPerView: 8, spaceBetween: 13, breakpoints: { 640: { slidesPerView: 2, spaceBetween: 4 } } },
        9,
      ).unsupported,
    ).toEqual(['spaceBetween 13', 'slidesPerView 8', 'breakpoint 640', 'spaceBetween at 640']);
  });

  it('the still CSS has every class stillLayout can emit, media queries in ascending order', () => {
    for (const gap of STILL_GAPS) expect(css).toContain(`.carousel-gap-${gap} {\n  --carousel-gap: ${gap}px;`);
    for (let n = 1; n <= STILL_MAX_PER_VIEW; n += 1) {
      expect(css).toContain(`.carousel-spv-${n} {\n  --carousel-per-view: ${n};`);
      expect(css).toContain(`.carousel-shown-${n} > .swiper-wrapper > .swiper-slide:nth-child(n + ${n + 1}) {`);
    }
    const queries = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((m) => Number(m[1]));
    expect(queries).toEqual([...STILL_BREAKPOINTS]);
    for (const bp of STILL_BREAKPOINTS) {
      const block = css.slice(css.indexOf(`@media (min-width: ${bp}px)`)).split('\n}\n')[0]!;
      for (let n = 1; n <= STILL_MAX_PER_VIEW; n += 1)
        expect(block).toContain(`.carousel-spv-${bp}-${n} {\n    --carousel-per-view: ${n};`);
      for (const name of [
        `carousel-dot-hide-${bp}`,
        `carousel-dots-hide-${bp}`,
        `carousel-dot-show-${bp}`,
        `carousel-dots-show-${bp}`,
      ])
        expect(block).toContain(`.${name}`);
    }
    expect(css).not.toMatch(/margin-left|margin-right|padding-left|padding-right|[^-]left:|[^-]right:/);
  });
});

describe('autoplay delay', () => {
  it('the largest matching breakpoint decides, else the base; false or no autoplay is null', () => {
    const at = (width: number) => autoplayDelayAt(offers, (min) => width >= min);
    expect([400, 767, 1400].map(at)).toEqual([3000, 5000, 5000]);
    expect(autoplayDelayAt({ autoplay: true }, () => true)).toBe(3000);
    expect(autoplayDelayAt({ autoplay: false }, () => true)).toBeNull();
    expect(
      autoplayDelayAt({ autoplay: { delay: 4000 }, breakpoints: { 768: { autoplay: false } } }, () => true),
    ).toBeNull();
    expect(autoplays({ slidesPerView: 2 })).toBe(false);
    expect(autoplays({ breakpoints: { 768: { autoplay: { delay: 1000 } } } })).toBe(true);
  });
});
