/**
 * The generated half of the still view's CSS: one class per value stillLayout.ts can emit, for
 * slides per view and spacing at the base width and at every breakpoint, and which pagination
 * dots show at each breakpoint. build/vite-plugin-site.ts serves it as
 * `virtual:carousel-still.css`; the hand-written rules that use these properties are in
 * still.css. Generating it keeps the classes and the constants from drifting apart.
 */
import { STILL_BREAKPOINTS, STILL_GAPS, STILL_MAX_PER_VIEW } from './stillLayout.ts';

/**
 * The names of the classes stillLayoutCss() generates. stillLayout() gives a carousel these from
 * its options and its number of slides alone, so a prerendered page holds every one its still
 * views use, and the browser adds none: the publisher leaves out the rules of those a page does
 * not use (src/render/fixedClasses.ts).
 */
export const STILL_LAYOUT_CLASS = /^carousel-(?:spv|gap|shown|dots?-(?:show|hide))(?:-\d+)*$/;

const perViewRules = (infix: string, indent: string) =>
  Array.from(
    { length: STILL_MAX_PER_VIEW },
    (_, i) => `${indent}.carousel-spv-${infix}${i + 1} {\n${indent}  --carousel-per-view: ${i + 1};\n${indent}}`,
  );

function breakpointBlock(minWidth: number): string {
  const dots = [
    `  .carousel-still .carousel-dot-hide-${minWidth},\n  .carousel-still .carousel-dots-hide-${minWidth} {\n    display: none;\n  }`,
    `  .carousel-still .carousel-dot-show-${minWidth} {\n    display: inline-block;\n  }`,
    `  .carousel-still .carousel-dots-show-${minWidth} {\n    display: block;\n  }`,
  ];
  return `@media (min-width: ${minWidth}px) {\n${[...perViewRules(`${minWidth}-`, '  '), ...dots].join('\n')}\n}`;
}

/** The CSS text; media queries in ascending order so a wider breakpoint wins. */
export function stillLayoutCss(): string {
  // Slides no width of the still view shows (carousel-shown-<most per view>) take no room and
  // fetch no images until Swiper takes over.
  const shown = Array.from(
    { length: STILL_MAX_PER_VIEW },
    (_, i) =>
      `.carousel-still.carousel-shown-${i + 1} > .swiper-wrapper > .swiper-slide:nth-child(n + ${i + 2}) {\n  display: none;\n}`,
  );
  const gaps = STILL_GAPS.map((gap) => `.carousel-gap-${gap} {\n  --carousel-gap: ${gap}px;\n}`);
  return `${[...shown, ...gaps, ...perViewRules('', ''), ...STILL_BREAKPOINTS.map(breakpointBlock)].join('\n')}\n`;
}
