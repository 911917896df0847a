import { existsSync, readFileSync, statSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryCache } from '../../src/data/cache';
import { pages } from '../../src/entry-server';
import { dishPath } from '../../src/site/pages';
import type { Language } from '../../src/i18n/dictionary';
import { PAGES_FILE, readPagesManifest } from '../incremental';
import { createMediaIndex } from '../media';
import { createPublishReads } from '../reads';
import type { PlannedPage } from './plan-pages';
import { fileForPath, renderRoutes, type RenderInput } from './render-routes';
import { KABSA_IMAGE, testCms, type TestCms } from './test-cms';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="theme-color" content="#000000"><title>Shell</title></head><body><div id="root"></div></body></html>';

let root: string;
let renders: string[];
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'render-routes-'));
  renders = [];
});
afterEach(() => rm(root, { recursive: true, force: true }));

const page = (address: string, language: Language = 'en'): PlannedPage => ({
  address,
  language,
  head: `<title>${address}</title>`,
  stylesheets: [],
  bootModules: { entry: '/assets/index.js', modules: [], sections: {}, fonts: [] },
  strings: { language, areas: ['common'], messages: { 'header.openMenu': 'Open menu' } },
  htmlAttributes: ` lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`,
});
const DISH = dishPath(pages.dish, 12);
const PAGES = [page('/'), page('/ar/', 'ar'), page(pages.menu), page(`/ar${pages.menu}`, 'ar'), page(DISH)];

/**
 * The app's renderPage, as far as this step can tell: every page reads the restaurant; the menu
 * pages read the dishes and show the first one's picture; a dish page reads its dish.
 */
const renderPage: RenderInput['entry']['renderPage'] = async (url, { client, site: { slug } }) => {
  const address = new URL(url).pathname;
  renders.push(address);
  const cache = new QueryCache();
  await cache.ensure(`restaurant:${slug}`, () => client.readCollection('restaurants', { limit: 1 }), Infinity);
  if (address.endsWith('/shop'))
    await cache.ensure(`bestSellers:${slug}:5`, () => client.readCollection('menu_items', { limit: 5 }), Infinity);
  if (address.includes('/shop/'))
    await cache.ensure(
      `menuItem:${slug}:12`,
      () => client.readCollection('menu_items', { filter: { id: 12 } }),
      Infinity,
    );
  const image = address.endsWith('/shop') ? `<img src="${client.assetUrl(KABSA_IMAGE)}">` : '';
  const errors = address === '/broken' ? ['ReferenceError: window is not defined'] : [];
  return { html: `<main>${address}${image}</main>`, status: 200, cache, errors };
};

function input(cms: TestCms, outDir: string, previous?: string, shared = 'build-1'): RenderInput {
  const media = createMediaIndex([{ id: KABSA_IMAGE, type: 'image/png', width: 700 }]);
  return {
    entry: { renderPage },
    site: { slug: 'saffron-house', url: 'https://saffron.example' },
    app: { scripts: { template: TEMPLATE } },
    pages: PAGES,
    content: { reads: createPublishReads(cms, media), media, languages: ['en', 'ar'] },
    frame: { shared, themeColor: '#D9480F', arabicDigits: false },
    outDir,
    previous,
  };
}

/** The data file a written page names (#prerender-data), as the browser reads it. */
function dataOf(dir: string, address: string): { path: string; entries: Record<string, unknown> } {
  const html = readFileSync(fileForPath(dir, address), 'utf8');
  const ref = /<script type="application\/json" id="prerender-data">(.*?)<\/script>/.exec(html);
  const { src } = JSON.parse(ref![1]!) as { src: string };
  return JSON.parse(readFileSync(join(dir, src), 'utf8')) as { path: string; entries: Record<string, unknown> };
}

async function version(name: string): Promise<string> {
  const dir = join(root, name);
  await mkdir(dir);
  // The app's shell stands at /index.html until the home page takes its place.
  await writeFile(join(dir, 'index.html'), TEMPLATE);
  return dir;
}

describe('the render-routes step', () => {
  it('writes each page at its address, with its head, body, data and boot modules', async () => {
    const out = await version('v1');
    const rendered = await renderRoutes(input(testCms(), out));
    expect(rendered).toMatchObject({ pages: 5, rendered: 5, failedReads: [] });
    const shop = await readFile(fileForPath(out, '/ar/shop'), 'utf8');
    expect(shop).toContain('<html lang="ar" dir="rtl">');
    expect(shop).toContain('<title>/ar/shop</title>');
    expect(shop).toContain('<meta name="theme-color" content="#D9480F">');
    expect(shop).toMatch(/<div id="root"><main>\/ar\/shop<img src="\/media\/[0-9a-f]+-700\/\d+\.webp"><\/main><\/div>/);
    // Its data beside it, in a file named by its content (the same content, the same name).
    expect(shop).toMatch(
      /<script type="application\/json" id="prerender-data">\{"path":"\/ar\/shop","src":"\/data\/pages\/[0-9a-f]{20}\.json"\}<\/script>/,
    );
    expect(Object.keys(dataOf(out, '/ar/shop').entries)).toEqual([
      'restaurant:saffron-house',
      'bestSellers:saffron-house:5',
    ]);
    expect(dataOf(out, '/ar/shop').path).toBe('/ar/shop');
    expect(shop).toContain('<script type="application/json" id="boot-modules">{"entry":"/assets/index.js"');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<main>/</main>');
    // The data files are made from what each page was rendered with.
    expect(rendered.entries).toHaveLength(5);
    expect(Object.keys(rendered.entries[4]!)).toEqual(['restaurant:saffron-house', 'menuItem:saffron-house:12']);
  });

  it('links the pages that did not change from the live version, and renders the rest', async () => {
    const cms = testCms();
    const v1 = await version('v1');
    await renderRoutes(input(cms, v1));
    renders = [];
    const v2 = await version('v2');
    expect(await renderRoutes(input(cms, v2, v1))).toMatchObject({ pages: 5, rendered: 0 });
    expect(renders).toEqual([]);
    expect(statSync(fileForPath(v2, '/shop')).nlink).toBe(2);
    expect(readFileSync(fileForPath(v2, '/'), 'utf8')).toContain('<main>/</main>');

    // A dish changed: the pages that read the dishes are rendered again, the others linked.
    cms.records.menu_items![0]!.name_en = 'Lamb Kabsa';
    const v3 = await version('v3');
    expect(await renderRoutes(input(cms, v3, v2))).toMatchObject({ pages: 5, rendered: 3 });
    expect(renders).toEqual([pages.menu, `/ar${pages.menu}`, DISH]);
    expect(JSON.stringify(dataOf(v3, '/shop'))).toContain('Lamb Kabsa');
    // A linked page keeps the data file it names; a page rendered again names a new one.
    expect(dataOf(v3, '/')).toEqual(dataOf(v1, '/'));
    expect(readFileSync(fileForPath(v3, '/'), 'utf8')).toBe(readFileSync(fileForPath(v1, '/'), 'utf8'));
    expect(readFileSync(fileForPath(v3, '/shop'), 'utf8')).not.toBe(readFileSync(fileForPath(v2, '/shop'), 'utf8'));
  });

  it('renders a page again when the live version lacks its data file, or never recorded one', async () => {
    const cms = testCms();
    const v1 = await version('v1');
    await renderRoutes(input(cms, v1));
    const manifest = (await readPagesManifest(v1))!;
    await rm(join(v1, 'data', 'pages', manifest.pages['/shop']!.data!));
    delete manifest.pages['/']!.data;
    await writeFile(join(v1, PAGES_FILE), JSON.stringify(manifest));
    renders = [];
    const v2 = await version('v2');
    expect(await renderRoutes(input(cms, v2, v1))).toMatchObject({ pages: 5, rendered: 2 });
    expect(renders.sort()).toEqual(['/', pages.menu]);
    expect(dataOf(v2, '/shop').path).toBe('/shop');
    expect(dataOf(v2, '/').path).toBe('/');
  });

  it('asks the reads of the live version’s pages again all at once, not page after page', async () => {
    const cms = testCms();
    const v1 = await version('v1');
    await renderRoutes(input(cms, v1));
    let inFlight = 0;
    /** Times the CMS went from idle to busy: one per wait the step makes in turn. */
    let rounds = 0;
    const slow: TestCms = {
      ...cms,
      readCollection: async (collection, query) => {
        if (inFlight++ === 0) rounds += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return cms.readCollection(collection, query);
      },
    };
    const v2 = await version('v2');
    expect(await renderRoutes(input(slow, v2, v1))).toMatchObject({ pages: 5, rendered: 0 });
    // The restaurant, the best sellers and the dish: three reads, one wait (page by page, three).
    expect(rounds).toBe(1);
  });

  it('never writes a rendered page into a file linked from the live version', async () => {
    const cms = testCms();
    const v1 = await version('v1');
    await renderRoutes(input(cms, v1));
    const before = readFileSync(fileForPath(v1, '/shop'), 'utf8');
    // A link left where the page goes (a reuse that failed half-way), and a dish that changed.
    const v2 = await version('v2');
    await mkdir(join(v2, 'shop'), { recursive: true });
    await link(fileForPath(v1, '/shop'), fileForPath(v2, '/shop'));
    cms.records.menu_items![0]!.name_en = 'Lamb Kabsa';
    await renderRoutes(input(cms, v2, v1));
    expect(JSON.stringify(dataOf(v2, '/shop'))).toContain('Lamb Kabsa');
    expect(readFileSync(fileForPath(v1, '/shop'), 'utf8')).toBe(before);
    expect(JSON.stringify(dataOf(v1, '/shop'))).not.toContain('Lamb Kabsa');
  });

  it('renders every page again when what pages share changed (a new build, colours, languages)', async () => {
    const cms = testCms();
    const v1 = await version('v1');
    await renderRoutes(input(cms, v1));
    const v2 = await version('v2');
    expect((await renderRoutes(input(cms, v2, v1, 'build-2'))).rendered).toBe(5);
    // Nor is a page of a version without the manifest linked.
    await rm(join(v2, PAGES_FILE));
    expect((await renderRoutes(input(cms, await version('v3'), v2, 'build-2'))).rendered).toBe(5);
  });

  it('records what each page was made from, but not a page whose reads failed', async () => {
    const cms = testCms();
    cms.failing.add('menu_items');
    const out = await version('v1');
    const rendered = await renderRoutes(input(cms, out));
    expect(rendered.failedReads.sort()).toEqual(['bestSellers:saffron-house:5', 'menuItem:saffron-house:12']);
    const manifest = await readPagesManifest(out);
    expect(Object.keys(manifest!.pages).sort()).toEqual(['/', '/ar/']);
    expect(manifest!.pages['/']!.reads).toEqual(['list restaurants {"limit":1}']);
  });

  it('gives each rendered page its compressed copies when asked, and never a stale one', async () => {
    const v1 = await version('v1');
    await renderRoutes(input(testCms(), v1));
    expect(existsSync(`${fileForPath(v1, '/ar/shop')}.br`)).toBe(false);
    // The shell's old copies stand where the home page goes: they must not outlive it.
    await writeFile(join(v1, 'index.html.br'), brotliCompressSync(TEMPLATE));
    await renderRoutes({ ...input(testCms(), v1), compress: 6 });
    for (const address of ['/', '/ar/shop', DISH]) {
      const file = fileForPath(v1, address);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(readFileSync(file, 'utf8'));
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('fails naming the pages that threw while rendering', async () => {
    const out = await version('v1');
    const run = renderRoutes({ ...input(testCms(), out), pages: [page('/'), page('/broken')] });
    await expect(run).rejects.toThrow(
      'prerender: 1 pages threw while rendering (code that runs on the server must not touch window or document):\n/broken: ReferenceError: window is not defined',
    );
    expect(existsSync(join(out, PAGES_FILE))).toBe(false);
  });
});
