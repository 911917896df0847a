import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/site-config.ts';
import { hasPageHeading } from './pageHeading';

const sectionsOf = (path: string) => loadSiteConfig().routes.find((route) => route.path === path)!.sections;

describe('hasPageHeading', () => {
  it('sees the h1 of a page banner, the hero and the demo banner slider', () => {
    expect(hasPageHeading(sectionsOf('/faq'))).toBe(true);
    expect(hasPageHeading(sectionsOf('/'))).toBe(true);
    expect(hasPageHeading(sectionsOf('/home2'))).toBe(true);
  });

  it('finds none on a page of other blocks (home3 opens on its about section), which then gets a hidden h1', () => {
    expect(hasPageHeading(sectionsOf('/home3'))).toBe(false);
    expect(hasPageHeading(sectionsOf('/faq').filter((section) => section.type !== 'pageBanner'))).toBe(false);
  });
});
