/** @vitest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryCache } from '../data/cache';
import { DataProvider } from '../data/DataProvider';
import type { PublishedData } from '../data/published';
import { dishHref, MENU_PAGE } from '../site/paths';
import { applyHead } from './applyHead';
import { headTags } from './head';
import { DESCRIPTIONS_FILE } from './routeDescriptions';
import { headWrittenFor, useHead, type PageHeadInput } from './useHead';

const SITE = 'https://saffron.example';
const attr = (selector: string, name = 'content') => document.head.querySelector(selector)?.getAttribute(name) ?? null;

afterEach(() => {
  document.head.innerHTML = '';
});

/** The live version's data as the browser reads it: the site's descriptions, by route path. */
function publishedWith(descriptions: Record<string, { en: string; ar: string }>): PublishedData & { asked: string[] } {
  const asked: string[] = [];
  const unused = () => Promise.reject(new Error('not in this test'));
  return {
    asked,
    entry: unused,
    menu: unused,
    dish: unused,
    fresh: () => publishedWith(descriptions),
    file: async (file) => {
      asked.push(file);
      return file === DESCRIPTIONS_FILE ? { descriptions } : null;
    },
  };
}

const DESCRIPTIONS = {
  '/': { en: 'Welcome.', ar: 'أهلًا بكم.' },
  [MENU_PAGE]: { en: 'Browse our menu.', ar: 'تصفّح قائمتنا.' },
  '/contact': { en: 'Find us.', ar: 'تجدنا هنا.' },
  '/shop/shop-details/:id': { en: 'A dish from our menu.', ar: 'طبق من قائمتنا.' },
};

function withData(published: PublishedData) {
  return ({ children }: { children: ReactNode }) => (
    <DataProvider published={published} slug="saffron-house" cache={new QueryCache()}>
      {children}
    </DataProvider>
  );
}

describe('useHead', () => {
  it("moves the prerendered tags to the new route and language, with the site's own description", async () => {
    document.head.innerHTML = headTags({
      language: 'en',
      path: '/',
      title: 'Home',
      description: 'Welcome.',
      brand: 'Saffron House',
      siteUrl: SITE,
    });
    const published = publishedWith(DESCRIPTIONS);
    const { rerender } = renderHook((props: PageHeadInput) => useHead(props), {
      initialProps: { language: 'en', path: '/', routePath: '/', siteUrl: SITE },
      wrapper: withData(published),
    });
    rerender({
      language: 'ar',
      path: `/ar${MENU_PAGE}`,
      routePath: MENU_PAGE,
      siteUrl: SITE,
      title: 'القائمة | بيت الزعفران',
    });
    await waitFor(() => expect(attr('meta[name="description"]')).toBe('تصفّح قائمتنا.'));
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${SITE}/ar${MENU_PAGE}`);
    expect(attr('link[hreflang="en"]', 'href')).toBe(`${SITE}${MENU_PAGE}`);
    expect(attr('link[hreflang="ar"]', 'href')).toBe(`${SITE}/ar${MENU_PAGE}`);
    expect(attr('link[hreflang="x-default"]', 'href')).toBe(`${SITE}${MENU_PAGE}`);
    expect(attr('meta[property="og:url"]')).toBe(`${SITE}/ar${MENU_PAGE}`);
    expect(attr('meta[property="og:title"]')).toBe('القائمة | بيت الزعفران');
    expect(attr('meta[property="og:locale"]')).toBe('ar_SA');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    rerender({ language: 'en', path: '/contact', routePath: '/contact', siteUrl: SITE });
    await waitFor(() => expect(attr('meta[name="description"]')).toBe('Find us.'));
    // The site's descriptions are one file, read once a visit.
    expect(published.asked).toEqual([DESCRIPTIONS_FILE]);
  });

  it('leaves the prerendered tags of the page it hydrates, then follows the visitor', async () => {
    // An item page: its HTML carries the dish's description, the route's is generic.
    document.head.innerHTML = headTags({
      language: 'en',
      path: dishHref(7),
      title: 'Kabsa',
      description: 'Lamb kabsa.',
      brand: 'Saffron House',
      siteUrl: SITE,
    });
    headWrittenFor(dishHref(7), 'en');
    const published = publishedWith(DESCRIPTIONS);
    const { rerender } = renderHook((props: PageHeadInput) => useHead(props), {
      initialProps: { language: 'en', path: dishHref(7), routePath: '/shop/shop-details/:id', siteUrl: SITE },
      wrapper: withData(published),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attr('meta[name="description"]')).toBe('Lamb kabsa.');
    expect(published.asked).toEqual([]);
    rerender({ language: 'en', path: '/contact', routePath: '/contact', siteUrl: SITE });
    await waitFor(() => expect(attr('link[rel="canonical"]', 'href')).toBe(`${SITE}/contact`));
    expect(attr('meta[name="description"]')).toBe('Find us.');
  });

  it('creates missing tags, and a noindex page drops canonical and alternates', () => {
    applyHead(document, { language: 'en', path: '/contact', description: 'Find us.', siteUrl: SITE });
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${SITE}/contact`);
    applyHead(document, { language: 'en', path: '/shop/cart', description: '', siteUrl: SITE, noindex: true });
    expect(attr('meta[name="robots"]')).toBe('noindex, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    applyHead(document, { language: 'en', path: '/', description: 'Home.', siteUrl: SITE });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('drops the Arabic alternate and locale when the site is published in English only', () => {
    document.head.innerHTML = headTags({
      language: 'en',
      path: '/',
      title: 'Home',
      description: 'Welcome.',
      brand: 'Saffron House',
      siteUrl: SITE,
    });
    expect(attr('link[hreflang="ar"]', 'href')).toBe(`${SITE}/ar/`);
    applyHead(document, {
      language: 'en',
      path: '/contact',
      description: 'Find us.',
      siteUrl: SITE,
      languages: ['en'],
    });
    expect(attr('link[hreflang="en"]', 'href')).toBe(`${SITE}/contact`);
    expect(attr('link[hreflang="x-default"]', 'href')).toBe(`${SITE}/contact`);
    expect(document.head.querySelector('link[hreflang="ar"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
  });

  it('sets hostile text as attribute values, never as markup', () => {
    applyHead(document, {
      language: 'en',
      path: '/',
      description: '"><script>alert(1)</script>',
      siteUrl: SITE,
      title: '</title><script>x</script>',
    });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(attr('meta[name="description"]')).toBe('"><script>alert(1)</script>');
  });
});
