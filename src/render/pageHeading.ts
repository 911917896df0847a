/**
 * Every page has one level-one heading. The blocks below open a page with it (the banner's
 * title, the first hero slide, the demo banner slider's); a route that starts with none of them
 * (the third home layout opens on its about section) gets its title as a heading that only
 * screen readers show (src/render/RoutePage.tsx), so their users can still jump to the page's
 * start by heading.
 */
import type { Section } from '../generated/types';

const OPENS_WITH_H1: ReadonlySet<Section['type']> = new Set(['pageBanner', 'heroSlider', 'bannerSliderDemo']);

export function hasPageHeading(sections: readonly Section[]): boolean {
  return sections.some((section) => OPENS_WITH_H1.has(section.type));
}
