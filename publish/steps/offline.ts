/**
 * Prerender step "offline": what lets the site work as an installed app and without a network
 * (docs/offline.md). For each language of the version:
 *
 *   - a web app manifest (/manifest.webmanifest, /ar/manifest.webmanifest) made from the
 *     restaurant record: its name, its theme colour (the same as the pages' theme-color), the
 *     language's home as start address and scope;
 *   - the offline page (/offline.html, /ar/offline.html): what the service worker shows for an
 *     address that was never saved on the device, in the site's styles and without any script,
 *     with links to the menu and the cart (which work offline). noindex, and not in the sitemap;
 *
 * The manifests name the icons that publish/steps/icons.ts draws once the images are derived. It
 * returns the addresses the offline pages need, which the service worker precaches
 * (publish/steps/write-worker.ts).
 */
import { writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Language } from '../../src/i18n/dictionary.ts';
import { pickText } from '../../src/i18n/pickText.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { escapeHtml } from '../../src/site/html.ts';
import { fillTemplate } from '../page-template.ts';
import { fileOfUrl } from '../url-file.ts';
import { codeOnDemand, stylesheetsOnDemand } from '../vite-manifest.ts';
import type { PageFrame } from './frame.ts';
import type { SiteContent } from './load.ts';
import type { AppFrame, ServerEntry } from './read-app.ts';

export interface OfflineInput {
  entry: Pick<ServerEntry, 'pages'>;
  app: {
    scripts: Pick<AppFrame['scripts'], 'template' | 'styles' | 'entry' | 'boot'>;
    fonts: AppFrame['fonts'];
    manifest: AppFrame['manifest'];
  };
  content: Pick<SiteContent, 'restaurant' | 'languages'>;
  frame: Pick<PageFrame, 'brandSheet' | 'themeColor' | 'siteAttribute' | 'digitsAttribute' | 'zoneAttribute'>;
  outDir: string;
}

export interface OfflineFiles {
  /** Addresses the service worker precaches: the offline pages and what they and every page load first. */
  precache: string[];
}

/** The manifest of a language: `/manifest.webmanifest`, `/ar/manifest.webmanifest`. */
export const manifestPathOf = (language: Language): string =>
  language === 'en' ? '/manifest.webmanifest' : `/${language}/manifest.webmanifest`;

/** The offline page of a language (src/sw/plugins.ts, offlinePageOf, names the same). */
export const offlinePathOf = (language: Language): string =>
  language === 'en' ? '/offline.html' : `/${language}/offline.html`;

/**
 * The browser tab's icon, which index.html names on every page: a PNG drawn by the icons step
 * (publish/steps/icons.ts). Chromium decodes a page's favicon on that page's main thread; an SVG
 * one is a document of its own, parsed, styled and laid out there (40–65 ms of the main thread
 * at 6× CPU on `/faq`, in the window Lighthouse counts), where a small PNG's decode is a fraction
 * of a millisecond.
 */
export const FAVICON = { src: '/favicon.png', size: 64 } as const;

export const ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

const TEXT: Record<Language, { title: string; heading: string; body: string; menu: string; cart: string }> = {
  en: {
    title: 'You are offline',
    heading: 'You are offline',
    body: 'This page was not saved on this device, so it cannot be shown without an internet connection. The menu and your cart work offline.',
    menu: 'Open the menu',
    cart: 'Open your cart',
  },
  ar: {
    title: 'أنت غير متصل بالإنترنت',
    heading: 'أنت غير متصل بالإنترنت',
    body: 'هذه الصفحة غير محفوظة على هذا الجهاز، لذا لا يمكن عرضها دون اتصال بالإنترنت. تعمل قائمة الطعام وسلة مشترياتك دون اتصال.',
    menu: 'افتح قائمة الطعام',
    cart: 'افتح سلة المشتريات',
  },
};

/** A short name for the home screen: the whole name when it is short, else its first word. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  return trimmed.length <= 12 ? trimmed : (trimmed.split(/\s+/)[0] ?? trimmed).slice(0, 12);
}

export function webManifest(input: { name: string; language: Language; themeColor: string }): Record<string, unknown> {
  const home = localizePath('/', input.language);
  return {
    name: input.name,
    short_name: shortNameOf(input.name),
    lang: input.language,
    dir: input.language === 'ar' ? 'rtl' : 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: input.themeColor,
    background_color: '#ffffff',
    icons: ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

export function offlinePage(input: {
  template: string;
  language: Language;
  name: string;
  themeColor: string;
  htmlAttributes: string;
  links: string[];
  menu: string;
  cart: string;
}): string {
  const text = TEXT[input.language];
  const head = [
    `<title>${escapeHtml(`${text.title} · ${input.name}`)}</title>`,
    '<meta name="robots" content="noindex">',
    ...input.links,
  ].join('\n    ');
  const body =
    `<header class="container"><p><a href="${escapeHtml(localizePath('/', input.language))}">${escapeHtml(input.name)}</a></p></header>` +
    `<main id="main" class="section"><div class="container" role="status">` +
    `<h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.body)}</p>` +
    `<p><a class="btn btn--primary" href="${escapeHtml(input.menu)}">${escapeHtml(text.menu)}</a> ` +
    `<a class="btn btn--outline" href="${escapeHtml(input.cart)}">${escapeHtml(text.cart)}</a></p>` +
    `</div></main>`;
  return fillTemplate(input.template, {
    htmlAttributes: input.htmlAttributes,
    head,
    themeColor: input.themeColor,
    body,
    afterRoot: '',
  });
}

export async function writeOffline({ entry, app, content, frame, outDir }: OfflineInput): Promise<OfflineFiles> {
  const { restaurant, languages } = content;
  // The app's base stylesheet (taken out of the template: publish/vite-manifest.ts) and the brand's,
  // linked as they are: the offline page is one page, not worth a combined stylesheet of its own.
  const styles = [...app.scripts.styles, ...(frame.brandSheet ? [frame.brandSheet] : [])];
  // The stylesheets a press or a filled cart loads (the phone menu's, the cart bar's) too: a few
  // KB, and without them a page seen before would open its menu unstyled offline, or not show
  // the menu's cart bar at all. And the code its islands load once live (the Filters sheet, the
  // state machines, the cart's checkout: `codeOnDemand`), without which a press on a page seen
  // before would fail offline.
  const precache = [
    app.scripts.boot,
    app.scripts.entry,
    ...styles,
    ...stylesheetsOnDemand(app.manifest),
    ...codeOnDemand(app.manifest),
    FAVICON.src,
  ];
  for (const language of languages) {
    const name = pickText(restaurant.name, language);
    const manifest = manifestPathOf(language);
    const offline = offlinePathOf(language);
    await mkdir(dirname(fileOfUrl(outDir, offline)), { recursive: true });
    await writeFile(
      fileOfUrl(outDir, manifest),
      `${JSON.stringify(webManifest({ name, language, themeColor: frame.themeColor }), null, 2)}\n`,
    );
    await writeFile(
      fileOfUrl(outDir, offline),
      offlinePage({
        template: app.scripts.template,
        language,
        name,
        themeColor: frame.themeColor,
        htmlAttributes: ` lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"${frame.siteAttribute}${frame.digitsAttribute}${frame.zoneAttribute}`,
        // In the order the pages cascade them in (publish/steps/plan-pages.ts): the brand's, then the app's.
        links: [
          `<link rel="manifest" href="${manifest}">`,
          ...[...styles.slice(app.scripts.styles.length), ...app.scripts.styles].map(
            (href) => `<link rel="stylesheet" href="${href}">`,
          ),
        ],
        menu: localizePath(entry.pages.menu, language),
        cart: localizePath(entry.pages.cart, language),
      }),
    );
    precache.push(offline, ...app.fonts[language].map((file) => `/${file}`));
  }
  return { precache: [...new Set(precache)] };
}
