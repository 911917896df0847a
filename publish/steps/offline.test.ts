import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { shortNameOf, writeOffline } from './offline';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'offline-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const template =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><meta name="theme-color" content="#EB0029" />' +
  '<title>x</title></head><body><div id="root"></div></body></html>';
const restaurant = { name: { en: 'Saffron House', ar: 'بيت الزعفران' } } as never;
const input = (languages: ('en' | 'ar')[]) => ({
  entry,
  app: {
    scripts: {
      template,
      styles: ['/assets/index-AbCd1234.css'],
      entry: '/assets/index-AbCd1234.js',
      boot: '/assets/boot-ZyXw9876.js',
    },
    fonts: { en: ['assets/playfair-Aa11Bb22.woff2'], ar: ['assets/cairo-arabic-Cc33Dd44.woff2'] },
    manifest: {
      'src/main.tsx': { file: 'assets/index-AbCd1234.js', isEntry: true, css: ['assets/index-AbCd1234.css'] },
      'src/layout/MobileMenu.css': { file: 'assets/MobileMenu-Ee55Ff66.css', src: 'src/layout/MobileMenu.css' },
      'src/blocks/live/MenuBrowser/CartBar.css': {
        file: 'assets/CartBar-Gg77Hh88.css',
        src: 'src/blocks/live/MenuBrowser/CartBar.css',
      },
      '_Carousel-Ii99Jj00.css': { file: 'assets/Carousel-Ii99Jj00.css', src: '_Carousel-Ii99Jj00.css' },
      'virtual:site-islands/2': {
        file: 'assets/islands-2.js',
        dynamicImports: ['src/blocks/live/MenuBrowser/index.tsx'],
      },
      'src/blocks/live/MenuBrowser/index.tsx': {
        file: 'assets/MenuBrowser-Kk11Ll22.js',
        dynamicImports: ['src/blocks/live/MenuBrowser/FilterSheet.tsx'],
      },
      'src/blocks/live/MenuBrowser/FilterSheet.tsx': {
        file: 'assets/FilterSheet-Mm33Nn44.js',
        css: ['assets/FilterSheet-Oo55Pp66.css'],
      },
    },
  },
  content: { restaurant, languages },
  frame: {
    brandSheet: '/assets/brand-0123456789.css',
    themeColor: '#0b6e4f',
    siteAttribute: ' data-site="saffron-house" data-site-url="https://saffron.example"',
    digitsAttribute: '',
    zoneAttribute: ' data-zone="Asia/Riyadh 29459520 30511200 180"',
  },
  outDir: dir,
});
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

describe('the offline step', () => {
  it('writes a manifest per language from the restaurant record', async () => {
    await writeOffline(input(['en', 'ar']));
    const en = JSON.parse(read('manifest.webmanifest')) as Record<string, unknown>;
    const ar = JSON.parse(read('ar/manifest.webmanifest')) as Record<string, unknown>;
    expect(en).toMatchObject({ name: 'Saffron House', lang: 'en', dir: 'ltr', start_url: '/', scope: '/' });
    expect(en).toMatchObject({ display: 'standalone', theme_color: '#0b6e4f' });
    expect(ar).toMatchObject({ name: 'بيت الزعفران', lang: 'ar', dir: 'rtl', start_url: '/ar/', scope: '/ar/' });
    expect((en.icons as { purpose: string }[]).map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
  });

  it('writes an offline page per language: noindex, no script, links to the menu and the cart', async () => {
    const { precache } = await writeOffline(input(['en', 'ar']));
    const en = read('offline.html');
    const ar = read('ar/offline.html');
    // The restaurant's clock reads the zone's offsets on these pages too (src/hours/zone.ts).
    // They name their site as every page does (src/site/pageSite.ts).
    const site = 'data-site="saffron-house" data-site-url="https://saffron.example"';
    expect(en).toContain(`<html lang="en" dir="ltr" ${site} data-zone="Asia/Riyadh 29459520 30511200 180">`);
    expect(ar).toContain(`<html lang="ar" dir="rtl" ${site} data-zone="Asia/Riyadh 29459520 30511200 180">`);
    expect(en).toContain('You are offline');
    expect(ar).toContain('أنت غير متصل بالإنترنت');
    for (const page of [en, ar]) {
      expect(page).toContain('<meta name="robots" content="noindex">');
      expect(page).not.toContain('<script');
      // In the site's styles, cascading as on every page: the brand's, then the app's base.
      const sheets = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
      expect(sheets).toEqual(['/assets/brand-0123456789.css', '/assets/index-AbCd1234.css']);
    }
    expect(en).toContain(`href="${entry.pages.menu}"`);
    expect(en).toContain(`href="${entry.pages.cart}"`);
    expect(ar).toContain(`href="/ar${entry.pages.cart}"`);
    expect(en).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(ar).toContain('<link rel="manifest" href="/ar/manifest.webmanifest">');
    expect(precache).toEqual(
      expect.arrayContaining([
        '/assets/boot-ZyXw9876.js',
        '/assets/index-AbCd1234.js',
        '/assets/index-AbCd1234.css',
        '/assets/brand-0123456789.css',
        '/offline.html',
        '/ar/offline.html',
        '/assets/playfair-Aa11Bb22.woff2',
        '/assets/cairo-arabic-Cc33Dd44.woff2',
        // Loaded at a press or once the cart holds something: there offline on a visit that never needed them.
        '/assets/MobileMenu-Ee55Ff66.css',
        '/assets/CartBar-Gg77Hh88.css',
        // The code a press on a live island loads (the menu's Filters sheet), with its styles.
        '/assets/FilterSheet-Mm33Nn44.js',
        '/assets/FilterSheet-Oo55Pp66.css',
      ]),
    );
    // The island's block is not: a page seen before has it in the browser's cache.
    expect(precache).not.toContain('/assets/MenuBrowser-Kk11Ll22.js');
    // A section's stylesheet is not: the pages inline it.
    expect(precache).not.toContain('/assets/Carousel-Ii99Jj00.css');
  });

  it('keeps a short name for the home screen', () => {
    expect(shortNameOf('Saffron House')).toBe('Saffron');
    expect(shortNameOf('Cedar Grill')).toBe('Cedar Grill');
  });
});
