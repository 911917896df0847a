import { beforeAll, describe, expect, it } from 'vitest';
import { blockFolders } from '../../build/blocks';
import * as entry from '../../src/entry-server';
import { IMAGE_FIRST_SECTIONS } from '../../src/perf/fontLoading';
import { dishPath } from '../../src/site/pages';
import type { LocalizedText } from '../../src/generated/types';
import type { Manifest } from '../vite-manifest';
import { load, type SiteContent } from './load';
import { planPages, type PlanInput } from './plan-pages';
import type { RouteModule } from './read-app';
import { TEST_SITE, testCms } from './test-cms';

const BRAND = '/assets/brand-0123456789.css';
const frame = { brandSheet: BRAND, siteAttribute: '', digitsAttribute: '', zoneAttribute: '' };
let modules: RouteModule[];
let app: PlanInput['app'];

/** A build manifest as Vite writes it: one chunk per block folder and per route. */
function manifestFor(folders: Map<string, string>): Manifest {
  const manifest: Manifest = { 'src/perf/boot.ts': { file: 'assets/boot.js' } };
  for (const folder of new Set(folders.values())) {
    const name = folder.split('/').pop()!;
    manifest[`src/blocks/${folder}/index.tsx`] = {
      file: `assets/${name}.js`,
      css: [`assets/${name}.css`],
      imports: ['_shared.js', '_vendor.js'],
    };
  }
  manifest['_shared.js'] = { file: 'assets/shared.js', css: ['assets/base.css'] };
  manifest['_vendor.js'] = { file: 'assets/vendor.js' };
  entry.routes.forEach((route, index) => {
    manifest[`\0virtual:site-route/${index}`] = { file: `assets/route-${index}.js` };
    // The build has an islands chunk for a route with interactive blocks alone (build/vite-plugin-site.ts).
    if (route.islands) manifest[`\0virtual:site-islands/${index}`] = { file: `assets/islands-${index}.js` };
  });
  return manifest;
}

async function contentOf(change: (cms: ReturnType<typeof testCms>) => void = () => undefined): Promise<SiteContent> {
  const cms = testCms();
  change(cms);
  return load({
    entry,
    slug: TEST_SITE.slug,
    cms: { client: cms, listFiles: () => Promise.resolve([]) },
    log: () => undefined,
  });
}

beforeAll(async () => {
  modules = await Promise.all(entry.routes.map((route) => route.load()));
  const folders = new Map(blockFolders().map((block) => [block.type, block.folder]));
  app = {
    scripts: {
      template: '<head></head>',
      styles: ['/assets/base.css'],
      entry: '/assets/index.js',
      modules: ['/assets/vendor.js'],
      boot: '/assets/boot.js',
    },
    manifest: manifestFor(folders),
    folders,
    modules,
    fonts: { en: ['assets/latin.woff2'], ar: ['assets/arabic.woff2', 'assets/latin.woff2'] },
  };
});

/** Every route's description on the test site: the shared ones with the restaurant's name. */
const descriptionsOf = (
  content: Pick<SiteContent, 'restaurant'>,
  own: PlanInput['site']['words']['descriptions'] = {},
) =>
  entry.siteDescriptions(
    entry.routes.map((route, index) => ({ path: route.path, description: modules[index]!.description })),
    own,
    content.restaurant.name,
  );

/** The step for the test site, with its descriptions unless the test gives others. */
const plan = (input: Omit<PlanInput, 'site' | 'descriptions'> & Partial<Pick<PlanInput, 'site' | 'descriptions'>>) =>
  planPages({ site: TEST_SITE, descriptions: descriptionsOf(input.content), ...input });

const staticPaths = () => entry.routes.filter((route) => !route.path.includes(':')).map((route) => route.path);

describe('the plan-pages step', () => {
  it('plans every route and every dish, in English at its path and in Arabic under /ar', async () => {
    const content = await contentOf();
    const addresses = plan({ entry, app, content, frame }).map((page) => page.address);
    const paths = [...staticPaths(), ...content.itemIds.map((id) => dishPath(entry.pages.dish, id))];
    expect(addresses.sort()).toEqual([...paths, ...paths.map((path) => (path === '/' ? '/ar/' : `/ar${path}`))].sort());
  });

  it('plans no Arabic page when the restaurant turned Arabic off', async () => {
    const pages = plan({
      entry,
      app,
      content: await contentOf((cms) => (cms.records.restaurants![0]!.enable_arabic = false)),
      frame,
    });
    expect(pages.filter((page) => page.address.startsWith('/ar'))).toEqual([]);
    expect(pages.every((page) => page.htmlAttributes.includes('data-languages="en"'))).toBe(true);
  });

  it('names the boot script alone in the head, and the first view’s stylesheets once each, in cascade order', async () => {
    const pages = plan({ entry, app, content: await contentOf(), frame });
    for (const page of pages) {
      // The one script that loads code is the boot script (the rest is JSON-LD).
      const scripts = page.head.match(/<script[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => tag !== '<script type="application/ld+json">')).toEqual([
        '<script type="module" src="/assets/boot.js" fetchpriority="low">',
      ]);
      // The stylesheets are the next step's to link (publish/steps/styles.ts).
      expect(page.head).not.toContain('stylesheet');
      // The sections' first, then the brand's, then the template's, as the head named them.
      const sections = page.stylesheets.slice(0, -2);
      expect(page.stylesheets.slice(-2)).toEqual([BRAND, '/assets/base.css']);
      expect(sections.length).toBeGreaterThan(0);
      expect(new Set(page.stylesheets).size).toBe(page.stylesheets.length);
      for (const href of sections) expect(href).toMatch(/^\/assets\/\w+\.css$/);
    }
    const without = plan({ entry, app, content: await contentOf(), frame: { ...frame, brandSheet: null } });
    expect(without[0]!.stylesheets).toEqual(pages[0]!.stylesheets.filter((href) => href !== BRAND));
  });

  it('holds the fonts of a page that opens on a large image, and preloads them where text comes first', async () => {
    const pages = plan({ entry, app, content: await contentOf(), frame });
    const textFirst = entry.routes
      .filter((route, index) => !IMAGE_FIRST_SECTIONS.has(modules[index]!.sections[0]?.type ?? ''))
      .map((route) => route.path);
    // Both kinds are in the site: the hero and the banners hold, /home3 opens on its heading.
    expect(textFirst.length).toBeGreaterThan(0);
    expect(textFirst.length).toBeLessThan(entry.routes.length);
    for (const page of pages) {
      const text = textFirst.some((path) => page.address === path || page.address === `/ar${path}`);
      expect(page.htmlAttributes.includes('data-fonts="later"'), page.address).toBe(!text);
      expect(page.head.includes('as="font"'), page.address).toBe(text);
      if (text && page.language === 'ar') expect(page.head).toContain('/assets/arabic.woff2');
      // A held page's boot fetches its language's files after the image, for the pages that follow.
      expect(page.bootModules.fonts, page.address).toEqual(
        text ? [] : app.fonts[page.language].map((file) => `/${file}`),
      );
    }
  });

  it('gives a dish page the dish’s own title and description, in its language', async () => {
    const pages = plan({ entry, app, content: await contentOf(), frame });
    const kabsa = (language: 'en' | 'ar') =>
      pages.find((page) => page.language === language && page.address.endsWith(dishPath(entry.pages.dish, 12)))!;
    expect(kabsa('en').head).toMatch(/<title>Chicken Kabsa[^<]*<\/title>/);
    expect(kabsa('en').head).toContain('Rice slow-cooked with whole spices.');
    expect(kabsa('ar').head).toMatch(/<title>كبسة دجاج[^<]*<\/title>/);
    expect(kabsa('ar').htmlAttributes).toBe(' lang="ar" dir="rtl" data-languages="en ar" data-fonts="later"');
  });

  it('hands the boot script the app, its islands and each island’s own modules', async () => {
    const pages = plan({ entry, app, content: await contentOf(), frame });
    const [page] = pages;
    const sections = modules[0]!.sections;
    expect(page!.bootModules.entry).toBe('/assets/index.js');
    // The home page has islands (the hero): their chunk; not the route's own (the prerender's).
    expect(page!.bootModules.modules).toEqual(['/assets/vendor.js', '/assets/islands-0.js']);
    // A page without islands loads the page script alone.
    const still = entry.routes.findIndex((route) => !route.islands);
    const stillPage = pages.find((candidate) => candidate.address === entry.routes[still]!.path)!;
    expect(stillPage.bootModules.modules).toEqual(['/assets/vendor.js']);
    // Only the islands: a section that is not one never loads its code (src/perf/boot.ts).
    const islands = sections.filter((section) => entry.blockIsIsland(section.type));
    expect(islands.length).toBeGreaterThan(0);
    expect(islands.length).toBeLessThan(sections.length);
    expect(Object.keys(page!.bootModules.sections)).toEqual(islands.map((section) => section.id));
    // The language's web app manifest, for boot.ts to name after the first view: not in the head,
    // where the page's load would fetch it and its icon before the hero is on screen.
    expect(page!.bootModules.manifest).toBe('/manifest.webmanifest');
    expect(pages.find((candidate) => candidate.address === '/ar/')!.bootModules.manifest).toBe(
      '/ar/manifest.webmanifest',
    );
    expect(pages.filter((candidate) => candidate.head.includes('rel="manifest"'))).toEqual([]);
    // Each with its own code, past the modules the page loads anyway (the shared vendor chunk).
    for (const [id, files] of Object.entries(page!.bootModules.sections)) {
      expect(files, id).toContain('/assets/shared.js');
      expect(files, id).not.toContain('/assets/vendor.js');
      expect(files, id).not.toContain('/assets/index.js');
    }
  });

  it('gives each page the strings its script and islands read, in its language, for its data file', async () => {
    const pages = plan({ entry, app, content: await contentOf(), frame });
    const at = (address: string) => pages.find((candidate) => candidate.address === address)!;
    // The menu: the header's words and the menu browser's, with the dietary facts it shows.
    const menu = at(`/ar${entry.pages.menu}`).strings;
    expect(menu.language).toBe('ar');
    expect(menu.areas).toEqual(['common', 'diet', 'menuBrowser']);
    expect(menu.messages['header.openMenu']).toBe('فتح القائمة');
    expect(menu.messages['menu.searchLabel']).toBe(entry.areaStrings('menuBrowser', 'ar')['menu.searchLabel']);
    expect(menu.messages['diet.vegan']).toBe(entry.areaStrings('diet', 'ar')['diet.vegan']);
    // Nothing of a block the page does not show: the cart's words stay in their chunk.
    expect(menu.messages['cart.remove']).toBeUndefined();
    expect(at(entry.pages.menu).strings.messages['header.openMenu']).toBe('Open menu');
    // A page without islands: the header's words alone.
    const still = entry.routes.find((route) => !route.islands)!;
    expect(at(still.path).strings.areas).toEqual(['common']);
  });

  it('names a block without a folder instead of a page without its styles', async () => {
    const content = await contentOf();
    const folders = new Map(app.folders);
    const type = modules[0]!.sections[0]!.type;
    folders.delete(type);
    expect(() => plan({ entry, app: { ...app, folders }, content, frame })).toThrow(
      `no block folder declares the type "${type}"`,
    );
  });

  it("names the site on every page's <html> and in its links, in the site's own words", async () => {
    const content = await contentOf();
    const site = {
      ...TEST_SITE,
      url: 'https://cedar.example',
      words: { cuisine: [{ en: 'Lebanese', ar: 'لبناني' }] as [LocalizedText, ...LocalizedText[]] },
    };
    const own = { '/shop': { en: 'The whole menu of our grill, by category.', ar: 'قائمة مشاوينا كاملة.' } };
    const pages = plan({
      entry,
      site,
      app,
      content,
      frame: { ...frame, siteAttribute: ' data-site="cedar-grill"' },
      descriptions: descriptionsOf(content, own),
    });
    const page = (address: string) => pages.find((candidate) => candidate.address === address)!;
    expect(pages.every((candidate) => candidate.htmlAttributes.includes(' data-site="cedar-grill"'))).toBe(true);
    expect(page('/').head).toContain('<link rel="canonical" href="https://cedar.example/">');
    expect(page('/ar/').head).toContain('hreflang="en" href="https://cedar.example/"');
    // Its own description where it has one; the shared one, with its restaurant's name, elsewhere.
    expect(page('/shop').head).toContain(
      '<meta name="description" content="The whole menu of our grill, by category.">',
    );
    expect(page('/ar/shop').head).toContain('قائمة مشاوينا كاملة.');
    expect(page('/reservation').head).toContain('Reserve a table at Saffron House:');
    expect(page('/ar/reservation').head).toContain('احجز طاولتك في بيت الزعفران:');
    expect(pages.some((candidate) => candidate.head.includes('{restaurant}'))).toBe(false);
    // Its cuisine, for search engines.
    expect(page('/').head).toContain('"servesCuisine":["Lebanese"]');
    expect(page('/ar/').head).toContain('"servesCuisine":["لبناني"]');
  });
});
