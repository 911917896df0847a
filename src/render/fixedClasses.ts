/**
 * Classes whose presence on a page its prerender decides once, and that no code adds in the
 * browser: given the same data, hydration renders them as the HTML has them. The publisher drops
 * the first-view CSS rules of those a page does not use (publish/steps/styles.ts, `fitStyles`):
 * the still carousels' generated layout classes alone are about 4 KB of every page's inline CSS,
 * of which a page uses a handful.
 *
 * A class belongs here only if that holds. One that a press, the time of day, the visitor's
 * storage or a read in the browser can bring (a sold-out card, the sticky header's states, a
 * section's failure) must not: its rules would be missing when it came.
 */
import { STILL_LAYOUT_CLASS } from '../components/carousel/stillCss.ts';

const FIXED_AT_PRERENDER: readonly RegExp[] = [
  // A carousel's still layout: its options and its number of slides (src/components/carousel/stillLayout.ts).
  STILL_LAYOUT_CLASS,
  // The page frame's header and footer variants (a route's `layout` in site.config.json).
  /^site-(?:header|footer)--[a-z]+$/,
];

export function isFixedAtPrerender(className: string): boolean {
  return FIXED_AT_PRERENDER.some((pattern) => pattern.test(className));
}

/** The classes named in a page's HTML (its `class` attributes). */
export function classesInHtml(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.split(/\s+/)) if (name) names.add(name);
  return names;
}
