/**
 * Vite plugin: validates site.config.json when the build starts (a bad config stops the build
 * with path: message lines) and serves it to the app as virtual modules:
 *   virtual:site               the frame every site shares (cms timeout, languages, navigation; each route's
 *                              path, layout, indexing and loader; the pages the code links to, src/site/pages.ts).
 *                              No site's own facts: one build serves every site of sites.json, and the
 *                              restaurant, address and CMS of a page are given per page (src/site/pageSite.ts)
 *   virtual:site-route/<n>     route n's title, description, resolved sections and the block entries
 *                              of their types (from src/generated/blocks.json), one chunk per route:
 *                              the prerender's, and the browser's where it renders a page whole
 *   virtual:site-islands/<n>   route n's island sections (blocks whose schema says "browser":
 *                              "island") and their entries, with the islands' runtime: all a
 *                              published page loads for its blocks
 *   virtual:messages           the loader of each language's `common` strings (src/i18n/messages.ts);
 *                              a route's chunk carries the loaders of its blocks' other areas
 *   virtual:messages/<lang>/<area>
 *                              one area's interface strings in one language (src/i18n/dictionary.ts),
 *                              so a page loads only its own language and the areas its blocks use
 *   virtual:carousel-still.css the still carousel view's classes (src/components/carousel/stillCss.ts)
 */
import { runnerImport, type Plugin } from 'vite';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { SiteConfig } from '../src/generated/types.ts';
import type { Language, MessageKey, StringArea, stringAreas } from '../src/i18n/dictionary.ts';
import { stillLayoutCss } from '../src/components/carousel/stillCss.ts';
import { publishRoot, siteRoot } from './publish-dir.ts';
import { listedSlugs } from './sites.ts';
import { siteAttributes } from '../src/site/pageSite.ts';
import { DATA_DIR } from '../src/data/published.ts';
import { MEDIA_DIR } from '../src/components/media.ts';
import { ROOT } from './schema-files.ts';
import { loadSiteConfig } from './site-config.ts';
import { sitePages } from '../src/site/pages.ts';
import { ISLANDS_PREFIX, ROUTE_PREFIX, routeModuleId } from './virtual-ids.ts';

const SITE_ID = 'virtual:site';
const MESSAGES_ID = 'virtual:messages';
const MESSAGES_PREFIX = `${MESSAGES_ID}/`;
const CAROUSEL_CSS_ID = 'virtual:carousel-still.css';
/** Each block type's folder and string areas (`npm run gen:types`, build/gen-blocks.ts). */
const BLOCK_INDEX = join(ROOT, 'src', 'generated', 'blocks.json');
type BlockIndex = Record<string, { folder: string; browser: 'static' | 'island'; strings: string[] } | undefined>;

/** An area's loaders by language: one dynamic import each (`virtual:messages/<language>/<area>`). */
function areaLoaders(area: string, languages: readonly string[]): string {
  const byLanguage = languages.map(
    (language) =>
      `${JSON.stringify(language)}: () => import(${JSON.stringify(`${MESSAGES_PREFIX}${language}/${area}`)})`,
  );
  return `{ ${byLanguage.join(', ')} }`;
}

export function sitePlugin(options: { env?: Record<string, string | undefined> } = {}): Plugin {
  let config: SiteConfig | undefined;
  // The interface strings, read once per build (and again after an edit in the dev server).
  interface Dictionary {
    dictionary: Record<Language, Record<MessageKey, string>>;
    stringAreas: typeof stringAreas;
    areaStrings: (area: StringArea, language: Language) => Partial<Record<MessageKey, string>>;
  }
  let strings: Promise<Dictionary & { files: string[] }> | undefined;
  const readStrings = () =>
    (strings ??= runnerImport<Dictionary>(join(ROOT, 'src', 'i18n', 'dictionary.ts'), {
      configFile: false,
      logLevel: 'error',
    }).then(({ module, dependencies }) => ({ ...module, files: dependencies })));
  const load = (): SiteConfig => (config ??= loadSiteConfig({ env: options.env }));
  /** The site `npm run dev` shows: RESTAURANT_SLUG's, else the first of the site list. */
  const devSite = (): string => {
    const env = { ...process.env, ...options.env };
    const slug = env.RESTAURANT_SLUG ?? listedSlugs(env)[0];
    if (!slug) throw new Error('the site list (sites.json) names no site for the dev server to show');
    return slug;
  };

  return {
    name: 'saffron:site-config',
    buildStart() {
      config = undefined;
      strings = undefined;
      load();
      this.addWatchFile(join(ROOT, 'site.config.json'));
    },
    resolveId(id) {
      if (id === CAROUSEL_CSS_ID) return `\0${id}`;
      if (
        id === SITE_ID ||
        id.startsWith(ROUTE_PREFIX) ||
        id.startsWith(ISLANDS_PREFIX) ||
        id === MESSAGES_ID ||
        id.startsWith(MESSAGES_PREFIX)
      )
        return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === `\0${CAROUSEL_CSS_ID}`) return stillLayoutCss();
      if (id === `\0${MESSAGES_ID}`) {
        // One dynamic import per language and area: each becomes a small chunk of its own. The
        // entry holds `common`'s alone (the others come with the blocks that read them).
        const { dictionary, files } = await readStrings();
        for (const file of files) this.addWatchFile(file);
        return `export const loaders = { common: ${areaLoaders('common', Object.keys(dictionary))} };\n`;
      }
      if (id.startsWith(`\0${MESSAGES_PREFIX}`)) {
        const [language, area] = id.slice(MESSAGES_PREFIX.length + 1).split('/') as [Language, StringArea];
        const { dictionary, stringAreas, areaStrings, files } = await readStrings();
        for (const file of files) this.addWatchFile(file);
        if (!(language in dictionary)) this.error(`no interface strings for the language "${language}"`);
        if (!(area in stringAreas)) this.error(`no string area "${area}" in src/i18n/dictionary.ts`);
        return `export default ${JSON.stringify(areaStrings(area, language))};\n`;
      }
      if (id === `\0${SITE_ID}`) {
        const site = load();
        // The CMS address stays out of the frame, which the browser's bundle holds (the publisher
        // reads it from the site list, build/sites.ts).
        const { routes, cms, ...rest } = site;
        const frame = { ...rest, cms: { timeoutMs: cms.timeoutMs } };
        this.addWatchFile(BLOCK_INDEX);
        const blockIndex = JSON.parse(readFileSync(BLOCK_INDEX, 'utf8')) as BlockIndex;
        const routeEntries = routes.map((route, index) => {
          const hasIslands = route.sections.some((section) => blockIndex[section.type]?.browser === 'island');
          const islands = hasIslands ? `() => import(${JSON.stringify(routeModuleId(ISLANDS_PREFIX, index))})` : 'null';
          return `{ path: ${JSON.stringify(route.path)}, layout: ${JSON.stringify(route.layout)}, index: ${route.index !== false}, load: () => import(${JSON.stringify(routeModuleId(ROUTE_PREFIX, index))}), islands: ${islands} }`;
        });
        // The pages the code links to (the menu, a dish, the cart, the order), from the routes.
        const pages = sitePages(routes);
        return `export const site = ${JSON.stringify(frame)};\nexport const pages = ${JSON.stringify(pages)};\nexport const routes = [\n${routeEntries.join(',\n')}\n];\n`;
      }
      const islandsOnly = id.startsWith(`\0${ISLANDS_PREFIX}`);
      if (id.startsWith(`\0${ROUTE_PREFIX}`) || islandsOnly) {
        const index = Number(id.slice((islandsOnly ? ISLANDS_PREFIX : ROUTE_PREFIX).length + 1));
        const route = load().routes[index];
        if (!route) this.error(`no route ${index} in site.config.json`);
        // Title and description travel with the route's chunk: the first load of a page carries
        // only its own (about 3.5 KB gzip for all routes in both languages otherwise). So do the
        // block entries of its sections: the whole registry (44 loaders and the files each needs)
        // would cost every page about 2 KB gzip.
        this.addWatchFile(BLOCK_INDEX);
        const blockIndex = JSON.parse(readFileSync(BLOCK_INDEX, 'utf8')) as BlockIndex;
        const factsOf = (type: string) => {
          const facts = blockIndex[type];
          if (!facts) this.error(`no block "${type}" in src/generated/blocks.json: run npm run gen:types`);
          return facts;
        };
        // The islands' chunk: the sections a published page hydrates, nothing of the others.
        const sections = islandsOnly
          ? route.sections.filter((section) => factsOf(section.type).browser === 'island')
          : route.sections;
        const types = [...new Set(sections.map((section) => section.type))].sort();
        const languages = load().languages.available;
        const entries = types.map((type) => {
          const facts = factsOf(type);
          const folder = JSON.stringify(join(ROOT, 'src', 'blocks', facts.folder, 'index.tsx'));
          // The loaders of its string areas travel with the entry (the entry knows only `common`'s).
          const loaders = facts.strings.map((area) => `${JSON.stringify(area)}: ${areaLoaders(area, languages)}`);
          return `  ${JSON.stringify(type)}: blockOf(${JSON.stringify(type)}, () => import(${folder}), { strings: ${JSON.stringify(facts.strings)}, loaders: { ${loaders.join(', ')} }, island: ${facts.browser === 'island'} }),`;
        });
        return [
          `import { blockOf } from ${JSON.stringify(join(ROOT, 'src', 'blocks', 'block.ts'))};`,
          ...(islandsOnly
            ? [`export { startIslands } from ${JSON.stringify(join(ROOT, 'src', 'islands', 'start.tsx'))};`]
            : [
                `export const title = ${JSON.stringify(route.title)};`,
                `export const description = ${JSON.stringify(route.description ?? null)};`,
              ]),
          `export const sections = ${JSON.stringify(sections)};`,
          `export const blocks = {\n${entries.join('\n')}\n};`,
          '',
        ].join('\n');
      }
      return undefined;
    },
    transformIndexHtml: {
      order: 'pre',
      // In development the page is index.html itself: it names the site the dev server shows (the
      // first of the site list, or the one RESTAURANT_SLUG names), as a published page would.
      handler(html, context) {
        if (!context.server) return html;
        const { host, port } = context.server.config.server;
        const url = `http://${typeof host === 'string' ? host : '127.0.0.1'}:${port ?? 5173}`;
        const attributes = siteAttributes({ slug: devSite(), url });
        return html.replace(/<html([^>]*)>/, (_, own: string) => `<html${own}${attributes}>`);
      },
    },
    configureServer(server) {
      // The app reads the live version's data files (src/data/published.ts) and shows its images
      // (src/components/media.ts): in development, those of the site's version published last
      // (`npm start`, `npm run publish` or the publisher).
      const live = join(siteRoot(publishRoot({ ...process.env, ...options.env }), devSite()), 'current');
      let warned = false;
      const types: Record<string, string> = { json: 'application/json', avif: 'image/avif', webp: 'image/webp' };
      for (const folder of [DATA_DIR, MEDIA_DIR]) {
        const dir = join(live, folder);
        server.middlewares.use(`/${folder}/`, (req, res) => {
          const name = decodeURIComponent(new URL(req.url ?? '/', 'http://dev.invalid').pathname);
          const file = resolve(dir, `.${name}`);
          const type = types[name.split('.').pop() ?? ''];
          if (!file.startsWith(dir + sep) || !type || !existsSync(file)) {
            if (!existsSync(live) && !warned) {
              warned = true;
              server.config.logger.warn(
                `[published] ${live} does not exist: publish the site once (npm run publish) so the app has data to show`,
              );
            }
            res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not published"}');
            return;
          }
          res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
          res.end(readFileSync(file));
        });
      }
      server.watcher.add([join(ROOT, 'site.config.json'), join(ROOT, 'content')]);
      server.watcher.on('change', (file) => {
        const stringsChanged =
          file.startsWith(join(ROOT, 'src', 'i18n', 'strings')) || file === join(ROOT, 'src', 'i18n', 'dictionary.ts');
        if (file.endsWith('site.config.json') || file.startsWith(join(ROOT, 'content')) || stringsChanged) {
          config = undefined;
          strings = undefined;
          for (const id of [...server.moduleGraph.idToModuleMap.keys()]) {
            if (id.startsWith('\0virtual:site') || id.startsWith('\0virtual:messages')) {
              const mod = server.moduleGraph.getModuleById(id);
              if (mod) server.moduleGraph.invalidateModule(mod);
            }
          }
          server.ws.send({ type: 'full-reload' });
        }
      });
    },
  };
}
