/** The still view's layout classes follow Swiper's options, and its CSS has a rule for each class it can emit. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postcss, { type AtRule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { SwiperOptions } from 'swiper/types';
import { describe, expect, it } from 'vitest';
import {
  autoplayDelayAt,
  autoplays,
  dotCount,
  nextStillPosition,
  perViewAt,
  perViewSteps,
  STILL_BREAKPOINTS,
  STILL_GAPS,
  STILL_MAX_PER_VIEW,
  stillAutoplay,
  stillLayout,
} from './stillLayout';
import { STILL_LAYOUT_CLASS, stillLayoutCss } from './stillCss';

// What the page gets: the hand-written rules, then the generated classes (Carousel.tsx imports both).
const stillSheet = postcss.parse(
  readFileSync(fileURLToPath(new URL('./still.css', import.meta.url)), 'utf8') + stillLayoutCss(),
);

/** Each rule of the still CSS: the classes its selectors name, its media query ('' for none), its declarations. */
const stillRules = (() => {
  const rules: { classes: Set<string>; media: string; selector: string; declarations: Record<string, string> }[] = [];
  stillSheet.walkRules((rule) => {
    const classes = new Set<string>();
    selectorParser((selectors) => {
      selectors.walkClasses((node) => {
        classes.add(node.value);
      });
    }).processSync(rule.selector);
    const parent = rule.parent;
    const media = parent?.type === 'atrule' && (parent as AtRule).name === 'media' ? (parent as AtRule).params : '';
    const declarations: Record<string, string> = {};
    rule.walkDecls((decl) => {
      declarations[decl.prop] = decl.value;
    });
    rules.push({ classes, media, selector: rule.selector, declarations });
  });
  return rules;
})();

/** Every class stillLayout gives for each gap, slides per view, breakpoint, slide count and loop it supports. */
function emittedClasses(): Set<string> {
  const classes = new Set<string>();
  const perView = Array.from({ length: STILL_MAX_PER_VIEW }, (_, i) => i + 1);
  for (const spaceBetween of STILL_GAPS)
    for (const base of perView)
      for (const breakpoint of STILL_BREAKPOINTS)
        for (const wide of perView)
          for (const slides of [1, 3, STILL_MAX_PER_VIEW + 2])
            for (const loop of [false, true]) {
              const options = {
                spaceBetween,
                slidesPerView: base,
                loop,
                breakpoints: { [breakpoint]: { slidesPerView: wide } },
              };
              const layout = stillLayout(options, slides);
              for (const name of [...layout.containerClasses, ...layout.paginationClasses, ...layout.dotClasses.flat()])
                classes.add(name);
            }
  return classes;
}

/** What a class must set where it applies. */
function expectedDeclarations(name: string): Record<string, string> {
  const perView = /^carousel-spv-(?:\d+-)?(\d+)$/.exec(name);
  if (perView) return { '--carousel-per-view': perView[1]! };
  const gap = /^carousel-gap-(\d+)$/.exec(name);
  if (gap) return { '--carousel-gap': `${gap[1]}px` };
  if (/^carousel-(?:dots?-hide|shown)/.test(name)) return { display: 'none' };
  if (name.startsWith('carousel-dot-show')) return { display: 'inline-block' };
  if (name.startsWith('carousel-dots-show')) return { display: 'block' };
  return {};
}
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

  it('every class stillLayout can emit has its rule in the still CSS, at its breakpoint', () => {
    const missing: string[] = [];
    for (const name of emittedClasses()) {
      if (!name.startsWith('carousel-')) continue; // swiper-*: Swiper's own CSS
      const at = /^carousel-(?:dots?-(?:hide|show)-(\d+)|spv-(\d+)-\d+)$/.exec(name);
      const media = at ? `(min-width: ${at[1] ?? at[2]}px)` : '';
      // carousel-shown-<n> hides the slides from the (n + 1)th on.
      const shown = /^carousel-shown-(\d+)$/.exec(name);
      const hides = shown ? `:nth-child(n+${Number(shown[1]) + 1})` : '';
      const found = stillRules.filter(
        (rule) => rule.classes.has(name) && rule.media === media && rule.selector.replace(/\s/g, '').includes(hides),
      );
      const wants = expectedDeclarations(name);
      if (!found.some((rule) => Object.entries(wants).every(([prop, value]) => rule.declarations[prop] === value)))
        missing.push(`.${name}${hides}${media ? ` in @media ${media}` : ''} with ${JSON.stringify(wants)}`);
    }
    expect(missing).toEqual([]);
  });

  it("names every class stillLayout can emit, and none of the still view's others, as its generated layout", () => {
    // The publisher leaves a page's unused generated classes out of its first view (src/render/fixedClasses.ts):
    // one missed here would keep its rules on every page, one caught wrongly would lose them where needed.
    // carousel-still marks every still view: hand-written, and on every page with a carousel.
    const emitted = [...emittedClasses()].filter((name) => name.startsWith('carousel-') && name !== 'carousel-still');
    expect(emitted.filter((name) => !STILL_LAYOUT_CLASS.test(name))).toEqual([]);
    const classesOf = (css: string) => {
      const classes = new Set<string>();
      postcss.parse(css).walkRules((rule) => {
        selectorParser((selectors) => {
          selectors.walkClasses((node) => {
            classes.add(node.value);
          });
        }).processSync(rule.selector);
      });
      return classes;
    };
    const generated = [...classesOf(stillLayoutCss())].filter(
      (name) => name !== 'carousel-still' && !name.startsWith('swiper-'),
    );
    const handWritten = classesOf(readFileSync(fileURLToPath(new URL('./still.css', import.meta.url)), 'utf8'));
    expect(generated.filter((name) => !STILL_LAYOUT_CLASS.test(name))).toEqual([]);
    // still.css's rules for the base width's dots are stillLayout's too; its states are not.
    expect([...handWritten].filter((name) => STILL_LAYOUT_CLASS.test(name) && !emitted.includes(name))).toEqual([]);
    expect(handWritten).toContain('carousel-moved');
  });

  it('the still CSS has its media queries in ascending order and no physical left or right', () => {
    const queries: number[] = [];
    stillSheet.walkAtRules('media', (rule) => {
      queries.push(Number(/^\(min-width: (\d+)px\)$/.exec(rule.params)?.[1]));
    });
    expect(queries).toEqual([...STILL_BREAKPOINTS]);
    const physical: string[] = [];
    stillSheet.walkDecls(/^(?:(?:margin|padding)-)?(?:left|right)$/, (decl) => {
      physical.push(decl.toString());
    });
    expect(physical).toEqual([]);
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

describe("the still view's own autoplay", () => {
  const hero: SwiperOptions = { slidesPerView: 1, speed: 2000, autoplay: { delay: 4000 }, loop: true };

  it('runs it for a carousel of one slide at every width that slides, with its speed (Swiper default 300 ms)', () => {
    expect(stillAutoplay(hero, 3)).toEqual({ speed: 2000 });
    expect(stillAutoplay({ autoplay: true }, 2)).toEqual({ speed: 300 });
    expect(stillAutoplay({ slidesPerView: 1, effect: 'slide', autoplay: { delay: 4000 } }, 4)).toEqual({ speed: 300 });
  });

  it('runs it also for a carousel that shows one slide at some width only, at that width', () => {
    expect(stillAutoplay({ ...offers, speed: 800 }, 5)).toEqual({ speed: 800 });
    expect(stillAutoplay({ ...hero, slidesPerView: 2 }, 5)).toBeNull();
    const at = (width: number) => perViewAt(offers, (min) => width >= min);
    expect([400, 766, 767, 1198, 1199, 1920].map(at)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('hands it to Swiper otherwise: a fade, a height per slide, vertical, a stop on the last slide', () => {
    expect(stillAutoplay({ ...hero, effect: 'fade' }, 3)).toBeNull();
    expect(stillAutoplay({ ...hero, autoHeight: true }, 3)).toBeNull();
    expect(stillAutoplay({ ...hero, direction: 'vertical' }, 3)).toBeNull();
    expect(stillAutoplay({ ...hero, autoplay: { delay: 4000, stopOnLastSlide: true } }, 3)).toBeNull();
  });

  it('has nothing to run with one slide or no autoplay', () => {
    expect(stillAutoplay(hero, 1)).toBeNull();
    expect(stillAutoplay({ ...hero, autoplay: false }, 3)).toBeNull();
  });

  it('moves one slide on, from the last back to the first, remembering the slide leaving', () => {
    expect(nextStillPosition({ current: 0, leaving: null }, 3)).toEqual({ current: 1, leaving: 0 });
    expect(nextStillPosition({ current: 2, leaving: null }, 3)).toEqual({ current: 0, leaving: 2 });
  });

  it('the still CSS lays out the slide leaving then the slide showing once moved, the others past the frame', () => {
    const moved = (name: string) =>
      stillRules.find((rule) => rule.classes.has('carousel-moved') && rule.classes.has(name))?.declarations;
    expect(moved('swiper-slide')).toEqual({
      position: 'absolute',
      top: '0',
      'inset-inline-start': 'calc(200% + 2 * var(--carousel-gap))',
    });
    expect(moved('carousel-leaving')).toEqual({ position: 'relative', 'inset-inline-start': 'auto', order: '0' });
    expect(moved('carousel-current')).toEqual({ position: 'relative', 'inset-inline-start': 'auto', order: '1' });
    // Declared after the rule that parks the other slides, at the same weight, so they win.
    const order = stillRules.filter((rule) => rule.classes.has('carousel-moved')).map((rule) => rule.selector);
    expect(order[0]).toMatch(/\.swiper-slide$/);
  });
});
