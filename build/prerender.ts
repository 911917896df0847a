/**
 * The prerender: every route of site.config.json, in every language of the version (Arabic only
 * when the restaurant's enable_arabic is on: src/i18n/available.ts), at its own address,
 * rendered to static HTML with the CMS content of build time (text, prices, images, hours,
 * JSON-LD), plus a shell for addresses that were not prerendered, sitemap.xml and robots.txt,
 * and the data files the browser reads instead of the CMS (src/data/published.ts): every
 * page read by its key, the menu, and one file per dish, all from the same reads as the HTML.
 * A CMS that is down at build time gives pages with placeholders, and the build says so (a
 * publish then keeps the live version).
 */
import { dishPath } from '../src/site/pages.ts';
import { pickText } from '../src/i18n/pickText.ts';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as Entry from '../src/entry-server.tsx';
import type { Language } from '../src/i18n/dictionary.ts';
import { languagesAttribute, publishedLanguages } from '../src/i18n/available.ts';
import { localizePath } from '../src/i18n/paths.ts';
import { jsonForScript, prerenderDataScript } from '../src/data/prerenderData.ts';
import {
  DATA_DIR,
  DISH_DATA_DIR,
  dishDataFile,
  MENU_DATA_FILE,
  publishedPlace,
  SITE_DATA_FILE,
} from '../src/data/published.ts';
import { PUBLISHED } from '../src/data/queries/shared.ts';
import { normalizePublishedDish } from '../src/data/normalize/menu.ts';
import { brandStylesheet, themeColorOf } from '../src/theme/brandCss.ts';
import { LOCAL_PUBLISHER_TOKEN } from '../cms/scripts/lib/publisher-access.mjs';
import { createMediaIndex, deriveMedia, readCmsFiles, type DeriveReport } from '../publish/media.ts';
import { describeLeftOut, InvalidContentError, validateContent } from '../publish/validate.ts';
import {
  hashOf,
  pageHash,
  parseReadKey,
  readKey,
  readPagesManifest,
  reusePage,
  writePagesManifest,
  type PageRecord,
} from '../publish/incremental.ts';
import { blockFolders } from './blocks.ts';
import { ROOT } from './schema-files.ts';
import { fillTemplate } from './page-template.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export type ServerEntry = typeof Entry;

export interface PrerenderReport {
  pages: number;
  /** Reads that failed at build time (their sections were prerendered with placeholders). */
  failedReads: string[];
  /** Pages rendered now; the others were unchanged and linked from the live version. */
  rendered: number;
  /** The images of the version: derived now, or found in the cache. */
  images: DeriveReport;
  /** What editors should know of a version that went live (values the site left out). */
  notes: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The JS files and stylesheets a set of chunks needs, following their static imports. */
function chunkAssets(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/**
 * The app's scripts leave the page's head: a prerendered page names only src/boot.ts, which
 * loads the entry and these modules once the page has painted its content and priority image
 * (the template's entry script and module preloads are taken out and handed to it).
 */
function bootScripts(
  template: string,
  manifest: Manifest,
): { template: string; entry: string; modules: string[]; boot: string } {
  const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(template);
  const boot = manifest['src/boot.ts']?.file;
  if (!entryTag || !boot)
    throw new Error('prerender: the build has no entry script or no src/boot.ts chunk (build/build-site.ts sets both)');
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const modules = [...template.matchAll(preload)].map((match) => match[1]!);
  const rest = template.replace(entryTag[0], '').replace(preload, '');
  return { template: rest, entry: entryTag[1]!, modules, boot: `/${boot}` };
}

/** Shown by link previews when a page has no picture of its own (a bundled illustration). */
const DEFAULT_SHARE_IMAGE = { src: '/assets/img/bg/hero-1.webp', width: 1920, height: 1080 };

/** The file an address is written to: `/` → index.html, `/ar/shop` → ar/shop/index.html. */
export function fileForPath(outDir: string, path: string): string {
  const parts = path.split('/').filter(Boolean);
  return join(outDir, ...parts, 'index.html');
}

/**
 * The font files every page of a language shows text in on its first view (src/main.tsx imports
 * the faces; src/styles sets which text uses which): preloaded on pages that open on text, so it
 * does not wait for the stylesheets to name them. English: Cairo's Latin subset (body) and Playfair Display's bold Latin
 * (headings); Arabic: Cairo's Arabic and Latin subsets (all text).
 */
const FIRST_VIEW_FONTS: Record<Language, string[]> = {
  en: ['cairo-latin-wght-normal-', 'playfair-display-latin-700-normal-'],
  ar: ['cairo-arabic-wght-normal-', 'cairo-latin-wght-normal-'],
};

async function firstViewFonts(outDir: string): Promise<Record<Language, string[]>> {
  const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.woff2'));
  const pick = (language: Language) =>
    FIRST_VIEW_FONTS[language].map((prefix) => {
      const file = files.find((name) => name.startsWith(prefix));
      if (!file)
        throw new Error(
          `prerender: no font file ${prefix}*.woff2 in the build (did the @fontsource imports of src/main.tsx change?)`,
        );
      return `assets/${file}`;
    });
  return { en: pick('en'), ar: pick('ar') };
}

export async function prerenderSite({
  entry,
  outDir,
  log,
  token = process.env.PUBLISHER_TOKEN ?? LOCAL_PUBLISHER_TOKEN,
  mediaCache = join(ROOT, '.tmp', 'media-cache'),
  previous,
}: {
  entry: ServerEntry;
  outDir: string;
  log: (line: string) => void;
  /**
   * The static token of the CMS's read-only "Site publisher" user: every read is made with it,
   * none anonymously. PUBLISHER_TOKEN, else the local instance's.
   */
  token?: string;
  /** Where derived images are kept between builds (publish/media.ts); the publisher keeps it beside its versions. */
  mediaCache?: string;
  /**
   * The live version's folder: pages whose inputs did not change are linked from it instead of
   * rendered again (publish/incremental.ts).
   */
  previous?: string;
}): Promise<PrerenderReport> {
  const { site, routes } = entry;
  // The dish page's path, from the config's routes (src/site/pages.ts).
  const dishPage = entry.pages.dish;
  // HTML from the CMS (the map embed) is read with DOMPurify, which needs a DOM: give it jsdom's.
  const { JSDOM } = await import('jsdom');
  entry.setMapEmbedPurifier(entry.createPurifier(new JSDOM('').window));
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const scripts = bootScripts(shell, manifest);
  const template = scripts.template;
  const folders = new Map(blockFolders().map((block) => [block.type, block.folder]));
  const modules = await Promise.all(routes.map((route) => route.load()));
  const fonts = await firstViewFonts(outDir);

  // Every page asks the CMS the same shared reads (the restaurant, the theme): ask once per build.
  const base = entry.createCmsClient({ url: site.cms.url, timeoutMs: site.cms.timeoutMs, token });
  const failed = new Set<string>();
  // The CMS's files, so that every image a page shows gets its address on this site.
  const cms = { url: site.cms.url, token, timeoutMs: site.cms.timeoutMs };
  const media = createMediaIndex(
    await readCmsFiles(cms).catch((error: unknown) => {
      log(`[prerender] could not list the CMS's files (${error instanceof Error ? error.message : String(error)})`);
      failed.add('directus_files');
      return [];
    }),
    log,
  );
  const memo = new Map<string, Promise<unknown>>();
  // What the page being rendered reads and shows (pages render one after another).
  let recording: { reads: Set<string>; images: Set<string> } | null = null;
  const remember = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    recording?.reads.add(key);
    if (!memo.has(key)) memo.set(key, run());
    return memo.get(key) as Promise<T>;
  };
  const client: typeof base = {
    url: base.url,
    assetUrl: (id) => {
      recording?.images.add(id);
      return media.assetUrl(id);
    },
    readCollection: (collection, query) =>
      remember(readKey('list', collection, query), () => base.readCollection(collection, query)),
    readCollectionWithCount: (collection, query) =>
      remember(readKey('count', collection, query), () => base.readCollectionWithCount(collection, query)),
  };
  /** A read made again from its key (memoised like any other), as a hash of its result. */
  const readResult = async (key: string): Promise<string> => {
    const read = parseReadKey(key);
    if (!read) return `unknown ${key}`;
    const query = read.query as Parameters<typeof base.readCollection>[1];
    const result =
      read.kind === 'list'
        ? client.readCollection(read.collection, query)
        : client.readCollectionWithCount(read.collection, query);
    return result.then(
      (value) => hashOf(value),
      () => `failed ${key}`,
    );
  };
  const slug = site.restaurant.slug;

  // The whole menu, read once: its ids give the dish pages, its records the menu's JSON-LD.
  let menuRows: Awaited<ReturnType<typeof base.readCollection>> = [];
  try {
    menuRows = await base.readCollection('menu_items', {
      fields: [...entry.MENU_ITEM_FIELDS, 'categories.menu_categories_id.slug', 'sort'],
      filter: { _and: [{ restaurant: { slug: { _eq: slug } } }, PUBLISHED] },
      sort: ['id'],
      limit: -1,
    });
  } catch (error) {
    log(
      `[prerender] could not list the dishes (${error instanceof Error ? error.message : String(error)}); item pages will render in the browser`,
    );
  }
  const itemIds = menuRows.map((row) => String(row.id)).filter((id) => /^\d+$/.test(id));

  // A plainly wrong value (a negative price, a colour that is not one) stops the build, naming it;
  // a contact detail that is not one is left out of the site, and the report says so.
  const notes: string[] = [];
  try {
    const leftOut = await validateContent(base, slug);
    if (leftOut.length > 0) {
      notes.push(describeLeftOut(leftOut));
      log(`[prerender] ${notes.at(-1)}`);
    }
  } catch (error) {
    if (error instanceof InvalidContentError) throw error;
    log(`[prerender] could not check the content (${error instanceof Error ? error.message : String(error)})`);
    failed.add('content check');
  }

  // What the head tags and JSON-LD describe: the restaurant, its reviews and its whole menu.
  const ctx = { client, slug };
  const quiet = <T>(read: Promise<T>, fallback: T): Promise<T> => read.catch(() => fallback);
  let restaurantRead = true;
  const restaurant = await entry.queries.restaurant.fetch({}, ctx).catch(() => {
    restaurantRead = false;
    return entry.queries.restaurant.placeholder({}, ctx);
  });
  // The languages of this version: without Arabic when the restaurant turned it off. A restaurant
  // that could not be read (a build with the CMS down) keeps every configured language.
  const languages = publishedLanguages(site.languages.available, restaurantRead ? restaurant.enableArabic : true);
  // The rating search engines see counts only reviews that carry stars in the CMS (the site shows
  // an unrated review with five stars, which must not lift the published average).
  const rated = new Set(
    (
      await quiet(
        base.readCollection('reviews', {
          fields: ['id', 'review_star_count'],
          filter: { _and: [{ restaurant: { slug: { _eq: slug } } }, PUBLISHED] },
          limit: -1,
        }),
        [],
      )
    )
      .filter(
        (row) =>
          Number.isInteger(Number(row.review_star_count)) &&
          Number(row.review_star_count) >= 1 &&
          Number(row.review_star_count) <= 5 &&
          row.review_star_count !== null,
      )
      .map((row) => String(row.id)),
  );
  const reviews = (await quiet(entry.queries.reviews.fetch({ limit: -1 }, ctx), [])).filter((review) =>
    rated.has(String(review.id)),
  );
  const categories = await quiet(entry.queries.menuCategories.fetch({}, ctx), []);

  // Arabic pages in the digits the restaurant chose: set before any page renders, and named on
  // <html> so the browser renders the same digits when it hydrates (src/i18n/digits.ts).
  entry.setArabicDigits(restaurant.arabicDigits);
  const digitsAttribute = restaurant.arabicDigits ? ` data-digits="${entry.ARABIC_DIGITS_ATTRIBUTE}"` : '';
  // Addresses the version has no page for get the shell with 404: it shows the not-found page.
  // It names the version's languages too (src/main.tsx reads them before it redirects anyone).
  await writeFile(
    join(outDir, 'shell.html'),
    shell.replace(/<html([^>]*)>/, (_, attributes: string) => `<html${attributes}${languagesAttribute(languages)}>`),
  );
  // The restaurant's colours in every page's head, so the first frame is already its brand.
  const brand = brandStylesheet(restaurant.colorScheme);
  const themeColor = themeColorOf(restaurant.colorScheme);
  let brandLink: string | null = null;
  if (brand) {
    const file = `assets/brand-${createHash('sha256').update(brand).digest('hex').slice(0, 10)}.css`;
    await writeFile(join(outDir, file), brand);
    brandLink = `<link rel="stylesheet" href="/${file}">`;
  }
  const items = entry.seoMenuItems(menuRows, media.assetUrl);
  // The menu the browser filters (src/menu/localMenu.ts): every published dish of this version.
  const dishes = menuRows.flatMap((row) => normalizePublishedDish(row, media.assetUrl) ?? []);
  await mkdir(join(outDir, DATA_DIR, DISH_DATA_DIR), { recursive: true });
  await writeFile(join(outDir, DATA_DIR, MENU_DATA_FILE), JSON.stringify({ dishes }));
  // What the browser reads on a page it did not load from HTML: every page read by its key
  // (site.json) and every dish (dishes/<id>.json), exactly as the pages were rendered with them.
  const siteEntries: Record<string, unknown> = {};
  const dishEntries = new Map<string, unknown>();
  const collect = (entries: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(entries)) {
      const place = publishedPlace(key);
      if (place === 'site') siteEntries[key] = value;
      else if (place && value !== null) dishEntries.set(place.dish, value);
    }
  };

  const renderErrors: string[] = [];
  // The chunk of each language's string areas (src/i18n/messages.ts): boot.ts preloads the
  // common area with the page's modules, and a block's areas with the block.
  const stringChunks = new Map(
    Object.keys(manifest)
      .map((key) => [key, /virtual:messages\/(\w+\/\w+)$/.exec(key)?.[1]] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
      .map(([key, pair]) => [pair, chunkAssets(manifest, [key]).js.map((file) => `/${file}`)]),
  );
  const stringsOf = (language: Language, areas: readonly string[]) =>
    areas.flatMap((area) => stringChunks.get(`${language}/${area}`) ?? []);
  // Incremental: what every page shares, and what each page of the live version was made from.
  const shared = hashOf(
    template,
    scripts,
    manifest,
    brandLink,
    themeColor,
    fonts,
    site.siteUrl,
    languages,
    digitsAttribute,
  );
  const before = await readPagesManifest(previous);
  const reusable = before?.shared === shared ? before.pages : {};
  const pageRecords: Record<string, PageRecord> = {};
  let pages = 0;
  let reused = 0;
  for (const [index, route] of routes.entries()) {
    const paths = route.path.includes(':')
      ? route.path === dishPage
        ? itemIds.map((id) => dishPath(dishPage, id))
        : []
      : [route.path];
    const { title, description, sections } = modules[index]!;
    const blockKey = (section: (typeof sections)[number]) => {
      const folder = folders.get(section.type);
      // Without it the page would lose its sections' stylesheets and module preloads.
      if (!folder) throw new Error(`prerender: no block folder declares the type "${section.type}" (src/blocks/)`);
      const key = `src/blocks/${folder}/index.tsx`;
      if (!manifest[key]) throw new Error(`prerender: the build manifest has no ${key}`);
      return key;
    };
    const blockKeys = sections.map(blockKey);
    const routeKey = Object.keys(manifest).find((key) => key.endsWith(`virtual:site-route/${index}`));
    const assets = chunkAssets(manifest, [...(routeKey ? [routeKey] : []), ...blockKeys]);
    const routeJs = routeKey ? chunkAssets(manifest, [routeKey]).js : [];
    // A page that opens on a banner and its heading paints text first: its fonts are preloaded.
    // One that opens on the hero slider paints its large image first, and fonts fetched as early
    // would take a phone's bandwidth from it (measured: LCP 1.66 s instead of 1.82 s on /contact
    // and /shop with the preload, 2.5 s instead of 1.8–2.1 s on / and /ar/).
    // The hero page keeps its fonts until its image is on screen (src/boot.ts releases them).
    const preloadFonts = sections[0]?.type !== 'heroSlider';
    const fontsAttribute = preloadFonts ? '' : ' data-fonts="later"';
    // Each section's own modules: boot.ts preloads those of the sections near the viewport; the
    // others load when the visitor nears them (src/render/deferSections.ts).
    const sectionModules = new Map(
      languages.map((language) => [
        language,
        Object.fromEntries(
          sections.map((section) => {
            const code = chunkAssets(manifest, [blockKey(section)]).js.map((file) => `/${file}`);
            return [section.id, [...code, ...stringsOf(language, entry.blockStringAreas(section.type))]];
          }),
        ),
      ]),
    );
    for (const path of paths) {
      for (const language of languages) {
        const address = localizePath(path, language);
        const links = [
          ...(preloadFonts
            ? fonts[language].map(
                (file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`,
              )
            : []),
          ...assets.css
            .filter((file) => !template.includes(file))
            .map((file) => `<link rel="stylesheet" href="/${file}">`),
          ...(brandLink ? [brandLink] : []),
          `<script type="module" src="${scripts.boot}"></script>`,
        ];
        const bootModules = {
          entry: scripts.entry,
          modules: [
            ...new Set([...scripts.modules, ...stringsOf(language, ['common']), ...routeJs.map((file) => `/${file}`)]),
          ].filter((href) => href !== scripts.entry),
          sections: sectionModules.get(language)!,
        };
        const found = route.path.includes(':')
          ? items.find((candidate) => dishPath(dishPage, candidate.id) === path)
          : undefined;
        // seoMenuItems gives full dish models (with images and a description) for these rows.
        const item = found && 'images' in found && 'description' in found ? found : undefined;
        const head = [
          entry.headTags({
            language,
            path,
            title: item ? pickText(item.name, language) : pickText(title, language),
            description:
              (item && pickText(item.description, language)) ||
              pickText(description, language) ||
              pickText(restaurant.description, language),
            brand: pickText(restaurant.name, language),
            siteUrl: site.siteUrl,
            image: item?.images[0] ?? DEFAULT_SHARE_IMAGE,
            jsonLd: entry.jsonLdForRoute(address, {
              siteUrl: site.siteUrl,
              language,
              restaurant,
              reviews,
              categories,
              items,
              item,
            }),
            noindex: !route.index,
            languages,
          }),
          ...links,
        ].join('\n    ');
        const file = fileForPath(outDir, address);
        const hashPage = async (reads: Iterable<string>, images: Iterable<string>) =>
          pageHash(
            shared,
            head + JSON.stringify(bootModules),
            await Promise.all([...reads].map(readResult)),
            [...images].map((id) => media.assetUrl(id)),
          );

        // Unchanged since the live version: link its page (hashing it marks its images as used).
        const earlier = previous === undefined ? undefined : reusable[address];
        const unchanged = earlier ? (await hashPage(earlier.reads, earlier.images)) === earlier.hash : false;
        if (earlier && unchanged && previous && (await reusePage(fileForPath(previous, address), file))) {
          collect(earlier.entries);
          pageRecords[address] = earlier;
          pages += 1;
          reused += 1;
          continue;
        }

        const made = { reads: new Set<string>(), images: new Set<string>() };
        recording = made;
        const page = await entry
          .renderPage(`http://prerender.invalid${address}`, { client, slug, languages })
          .finally(() => {
            recording = null;
          });
        page.cache.failedKeys().forEach((key) => failed.add(key));
        const entries = page.cache.snapshot();
        collect(entries);
        if (page.errors.length > 0) renderErrors.push(`${address}: ${page.errors[0]}`);
        if (page.cache.failedKeys().length === 0) {
          pageRecords[address] = {
            hash: await hashPage(made.reads, made.images),
            reads: [...made.reads],
            images: [...made.images],
            entries,
          };
        }
        const html = fillTemplate(template, {
          htmlAttributes: ` lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"${languagesAttribute(languages)}${fontsAttribute}${digitsAttribute}`,
          head,
          themeColor,
          body: page.html,
          afterRoot: `${prerenderDataScript({ path: address, entries })}<script type="application/json" id="boot-modules">${jsonForScript(bootModules)}</script>`,
        });
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
        pages += 1;
      }
    }
  }
  await writeFile(join(outDir, DATA_DIR, SITE_DATA_FILE), JSON.stringify({ entries: siteEntries }));
  await writePagesManifest(outDir, { shared, pages: pageRecords });
  for (const [id, dish] of dishEntries) await writeFile(join(outDir, DATA_DIR, dishDataFile(id)), JSON.stringify(dish));
  // The images the pages show, derived once per file version (publish/media.ts).
  let images: DeriveReport = { derived: 0, reused: 0, copied: 0 };
  if (!failed.has('directus_files'))
    images = await deriveMedia(media.used(), { cms, cacheDir: mediaCache, outDir, log });
  // Search engines: every indexable address in each language of the version, and where to find them.
  await writeFile(
    join(outDir, 'sitemap.xml'),
    sitemapXml({ siteUrl: site.siteUrl, routes, itemIds, dishPage, lastmod: new Date(), languages }),
  );
  await writeFile(join(outDir, 'robots.txt'), robotsTxt({ siteUrl: site.siteUrl, routes, languages }));

  if (renderErrors.length > 0)
    throw new Error(
      `prerender: ${renderErrors.length} pages threw while rendering (code that runs on the server must not touch window or document):\n${renderErrors.slice(0, 5).join('\n')}`,
    );
  if (failed.size > 0)
    log(
      `[prerender] WARNING: ${failed.size} CMS reads failed at build time; those sections were prerendered with placeholders and the browser reads them again on load (${[...failed].slice(0, 5).join(', ')}${failed.size > 5 ? ', …' : ''}).`,
    );
  log(
    `[prerender] ${pages} pages in ${languages.join(' + ')}${itemIds.length ? `, ${itemIds.length} dishes` : ''} ` +
      `(${pages - reused} rendered, ${reused} unchanged); ` +
      `${images.derived + images.reused} images (${images.derived} derived, ${images.reused} from the cache).`,
  );
  return { pages, rendered: pages - reused, failedReads: [...failed], images, notes };
}
