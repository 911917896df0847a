import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../build/schema-files.ts';
import { loadSiteConfig, validateSiteConfig, SiteConfigError } from '../../build/site-config.ts';

const base = () => JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));
const messages = (raw: unknown) => validateSiteConfig(raw).problems.map((p) => `${p.path}: ${p.message}`);

describe('site.config.json validation', () => {
  it('accepts the shipped config', () => {
    expect(messages(base())).toEqual([]);
  });

  it('names the path and the allowed block types for a misspelt block', () => {
    const config = base();
    config.routes[1].sections[0].type = 'pageBaner';
    const [problem] = messages(config);
    expect(problem).toMatch(
      /^routes\[1\] \(\/reservation\)\.sections\[0\] \(banner\)(\.type)?: unknown block type "pageBaner"; allowed: .*pageBanner/,
    );
  });

  it('names a missing required field', () => {
    const config = base();
    delete config.routes[0].title;
    expect(messages(config)).toContain('routes[0] (/): missing required field "title"');
  });

  it('rejects a bad route path with the rule it breaks', () => {
    const config = base();
    config.routes[2].path = 'Shop Page';
    expect(messages(config)[0]).toMatch(
      /^routes\[2\] \(Shop Page\)\.path: "Shop Page" is not valid \(Address of the page/,
    );
  });

  it('rejects unknown fields, listing the allowed ones', () => {
    const config = base();
    config.routes[0].sections[0].colour = 'red';
    const id = config.routes[0].sections[0].id;
    expect(messages(config)[0]).toBe(
      `routes[0] (/).sections[0] (${id}): unknown field "colour"; allowed: id, type, contentRef, content, data`,
    );
  });

  it('rejects duplicate routes and section ids, and navigation to missing routes', () => {
    const config = base();
    config.routes.push(structuredClone(config.routes[0]));
    const copyAt = config.routes[0].sections.length;
    config.routes[0].sections.push(structuredClone(config.routes[0].sections[0]));
    config.navigation.push({ label: { en: 'Gone', ar: 'غير موجود' }, href: '/gone' });
    expect(messages(config)).toEqual([
      `routes[0] (/).sections[${copyAt}].id: "${config.routes[0].sections[0].id}" is used twice on this page`,
      `routes[${config.routes.length - 1}] (/).path: duplicates routes[0]`,
      'navigation[4].href: "/gone" is not a route of this config',
    ]);
  });

  it('rejects a route under /ar, where the Arabic pages are', () => {
    const config = base();
    const faq = config.routes.find((route: { path: string }) => route.path === '/faq');
    const at = config.routes.length;
    config.routes.push({ ...structuredClone(faq), path: '/ar' }, { ...structuredClone(faq), path: '/ar/faq' });
    // Only the address under /ar itself: /arabic-menu is a path of its own.
    config.routes.push({ ...structuredClone(faq), path: '/arabic-menu' });
    expect(messages(config)).toEqual([
      `routes[${at}] (/ar).path: is under /ar, where the Arabic pages are; choose another path`,
      `routes[${at + 1}] (/ar/faq).path: is under /ar, where the Arabic pages are; choose another path`,
    ]);
  });

  it("rejects a section that takes an element id of the page frame (the phone menu's)", () => {
    const config = base();
    config.routes[0].sections[0].id = 'mobile-menu';
    expect(messages(config)).toContain(
      'routes[0] (/).sections[0].id: "mobile-menu" is an element id of the page frame; choose another id',
    );
  });

  it('resolves contentRef from content/ and reports a missing target', () => {
    const config = base();
    config.routes[0].sections[0] = { id: 'banner', type: 'pageBanner', contentRef: 'missing-file.json#/x' };
    expect(messages(config)).toEqual([
      'routes[0] (/).sections[0] (banner).contentRef: content file content/missing-file.json does not exist',
    ]);
  });

  it('applies the CMS_URL override and throws a readable error for a bad one', () => {
    const config = loadSiteConfig({ env: { CMS_URL: 'http://127.0.0.1:9999' } });
    expect(config.cms.url).toBe('http://127.0.0.1:9999');
    expect(() => loadSiteConfig({ env: { CMS_URL: 'ftp://cms' } })).toThrow(SiteConfigError);
    try {
      loadSiteConfig({ env: { CMS_URL: 'ftp://cms' } });
    } catch (error) {
      expect((error as Error).message).toContain('✖ cms.url: "ftp://cms" is not valid');
    }
  });

  it('names no restaurant and no address: which sites, and where, is the site list', () => {
    const config = base();
    config.siteUrl = 'https://saffronhouse.sa';
    expect(messages(config)).toEqual([
      expect.stringMatching(/^\(root\): unknown field "siteUrl"; allowed: \$schema, cms, languages/),
    ]);
  });
});
