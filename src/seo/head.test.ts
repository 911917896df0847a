/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { dishHref } from '../site/paths';
import { jsonLdForRoute } from './jsonLd';
import { escapeHtml } from '../site/html';
import { documentTitle, headTags, metaDescription, type HeadInput } from './head';
import { dishModel } from '../../tests/unit/dishes';

const SITE = 'https://saffron.example';
const HOSTILE = '</script><script>alert(1)</script>';

const base: HeadInput = {
  language: 'en',
  path: '/shop',
  title: 'Menu',
  description: 'Browse our full menu.',
  brand: 'Saffron House',
  siteUrl: SITE,
};

/** Parses the tags as the browser would inside <head>. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}
const attr = (doc: Document, selector: string, name = 'content') =>
  doc.head.querySelector(selector)?.getAttribute(name) ?? null;

describe('headTags', () => {
  it('writes title, description, canonical, hreflang alternates and Open Graph for an English page', () => {
    const doc = parse(headTags({ ...base, image: { src: '/assets/img/bg/hero-1.webp', width: 1200, height: 630 } }));
    expect(doc.title).toBe('Menu | Saffron House');
    expect(attr(doc, 'meta[name="description"]')).toBe('Browse our full menu.');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/shop`);
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe(`${SITE}/shop`);
    expect(attr(doc, 'link[hreflang="ar"]', 'href')).toBe(`${SITE}/ar/shop`);
    expect(attr(doc, 'link[hreflang="x-default"]', 'href')).toBe(`${SITE}/shop`);
    expect(attr(doc, 'meta[property="og:type"]')).toBe('website');
    expect(attr(doc, 'meta[property="og:title"]')).toBe('Menu | Saffron House');
    expect(attr(doc, 'meta[property="og:description"]')).toBe('Browse our full menu.');
    expect(attr(doc, 'meta[property="og:url"]')).toBe(`${SITE}/shop`);
    expect(attr(doc, 'meta[property="og:site_name"]')).toBe('Saffron House');
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('en_US');
    expect(attr(doc, 'meta[property="og:locale:alternate"]')).toBe('ar_SA');
    expect(attr(doc, 'meta[property="og:image"]')).toBe(`${SITE}/assets/img/bg/hero-1.webp`);
    expect(attr(doc, 'meta[property="og:image:width"]')).toBe('1200');
    expect(attr(doc, 'meta[property="og:image:height"]')).toBe('630');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('localises the Arabic page: canonical under /ar, ar_SA locale, same alternates', () => {
    const doc = parse(
      headTags({
        ...base,
        language: 'ar',
        path: '/ar/shop',
        title: 'القائمة',
        brand: 'بيت الزعفران',
        description: 'تصفّح قائمتنا.',
      }),
    );
    expect(doc.title).toBe('القائمة | بيت الزعفران');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/ar/shop`);
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe(`${SITE}/shop`);
    expect(attr(doc, 'link[hreflang="ar"]', 'href')).toBe(`${SITE}/ar/shop`);
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('ar_SA');
    expect(attr(doc, 'meta[property="og:locale:alternate"]')).toBe('en_US');
  });

  it('names no Arabic alternate when the site is published in English only (enable_arabic off)', () => {
    const doc = parse(headTags({ ...base, languages: ['en'] }));
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/shop`);
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe(`${SITE}/shop`);
    expect(attr(doc, 'link[hreflang="x-default"]', 'href')).toBe(`${SITE}/shop`);
    expect(doc.head.querySelector('link[hreflang="ar"]')).toBeNull();
    expect(doc.head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();
    expect(doc.head.innerHTML).not.toContain('/ar/');
  });

  it('titles home "<brand> — <tagline>" and uses /ar/ for Arabic home', () => {
    expect(
      documentTitle({ path: '/', title: 'Home', brand: 'Saffron House', tagline: 'Saudi & Levantine kitchen' }),
    ).toBe('Saffron House — Saudi & Levantine kitchen');
    expect(documentTitle({ path: '/', title: 'Home', brand: 'Saffron House' })).toBe('Saffron House — Home');
    const doc = parse(headTags({ ...base, language: 'ar', path: '/', title: 'الرئيسية', brand: 'بيت الزعفران' }));
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/ar/`);
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe(`${SITE}/`);
  });

  it('noindex pages get robots noindex and no canonical or alternates', () => {
    const doc = parse(headTags({ ...base, path: '/shop/cart', title: 'Cart', noindex: true }));
    expect(attr(doc, 'meta[name="robots"]')).toBe('noindex, follow');
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });

  it('escapes hostile CMS text in every attribute and the title', () => {
    const html = headTags({
      ...base,
      title: `"><script>alert(1)</script>`,
      description: `" onload="alert(1)`,
      brand: HOSTILE,
      image: { src: `/x.webp"><script>alert(2)</script>`, alt: HOSTILE },
    });
    const doc = parse(html);
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
    expect(doc.title).toBe(`"><script>alert(1)</script> | ${HOSTILE}`);
    expect(attr(doc, 'meta[name="description"]')).toBe('" onload="alert(1)');
    expect(doc.head.querySelector('[onload]')).toBeNull();
  });

  it('embeds JSON-LD that a </script> inside CMS data cannot break out of', () => {
    const block = {
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      name: HOSTILE,
      description: 'a\u2028b & <!-- c',
    };
    const html = headTags({ ...base, jsonLd: [block, { '@type': 'Menu' }] });
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const scripts = parse(html).head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(block);
  });
});

describe('headTags with JSON-LD from hostile CMS data', () => {
  it('a dish named </script><script>alert(1)</script> stays inside its JSON-LD block', () => {
    const item = dishModel({
      id: 5,
      name: { en: HOSTILE, ar: HOSTILE },
      description: { en: '<!-- & \u2028', ar: '' },
      basePrice: 45,
      displayPrice: 45,
      images: [{ src: 'http://cms.test/assets/x"><script>alert(3)</script>' }],
    });
    const jsonLd = jsonLdForRoute(dishHref(5), { siteUrl: SITE, item });
    const html = headTags({
      ...base,
      path: dishHref(5),
      title: HOSTILE,
      description: item.description.en,
      jsonLd,
      image: item.images[0],
    });
    expect(html).not.toMatch(/<script>alert/i);
    expect(html.match(/<\/script>/g)).toHaveLength(jsonLd.length);
    const doc = parse(html);
    const scripts = [...doc.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/ld+json', 'application/ld+json']);
    const menuItem = JSON.parse(scripts[0]!.textContent ?? '');
    expect(menuItem.name).toBe(HOSTILE);
    expect(menuItem.offers.price).toBe('45.00');
  });
});

describe('metaDescription', () => {
  it('keeps short text and cuts long text at a word boundary with an ellipsis', () => {
    expect(metaDescription('  Creamy   hummus.\n')).toBe('Creamy hummus.');
    const long = 'Slow-cooked lamb with saffron rice, '.repeat(10);
    const cut = metaDescription(long);
    expect([...cut].length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
    const arabic = metaDescription('أرز بالزعفران '.repeat(20));
    expect([...arabic].length).toBeLessThanOrEqual(160);
    expect(arabic).toMatch(/الزعفران…$|أرز…$/);
  });
});

describe('escapeHtml', () => {
  it('escapeHtml covers quotes and angle brackets', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
