import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CmsClient, ItemsQuery } from '../src/data/client.ts';
import {
  BANNER,
  PreviewError,
  createPreviewHandler,
  parsePreviewPath,
  parseSitePreviewPath,
  withPreviewedItem,
  type PreviewRequest,
  type SitePreviewRequest,
} from './preview.ts';
import { createHash } from 'node:crypto';
import { VISUAL_EDITING_PATH } from './preview-script.ts';
import { startPublisher, type Publisher } from './server.ts';
import type { VersionStore } from './versions.ts';

/** The one site these publishers publish, served to every host name. */
const ONE_SITE = { slug: 'saffron-house', url: 'http://127.0.0.1:4173' };

/** A cookie shaped as Directus's session (a JWT of its issuer); only the stand-in CMS knows it. */
function sessionToken(session: string, exp = Math.floor(Date.now() / 1000) + 3600): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'u1', session, iss: 'directus', exp })}.c2lnbmF0dXJl`;
}
const SESSION = sessionToken('editor-session');
/** The gate's clock (publish/preview-gate.ts), moved on by the tests that outlast its verdicts. */
let clock = Date.now();
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8">' +
  `<meta http-equiv="Content-Security-Policy" content="style-src 'self' 'sha256-abc='">` +
  '<meta name="robots" content="index"><link rel="modulepreload" href="/assets/a.js">' +
  '<title>Lentil Soup</title><style>@font-face{src:url(/assets/f.woff2)}</style></head><body><div id="root"><h1>Lentil Soup</h1>' +
  '<img src="/media/0123456789abcdef-800/640.webp" srcset="/media/0123456789abcdef-800/320.webp 320w, /media/0123456789abcdef-800/640.webp 640w">' +
  '</div><script type="module" src="/assets/boot.js"></script><script>window.__DATA__={}</script></body></html>';

let root: string;
let cms: Server;
let cmsUrl: string;
let publisher: Publisher;
let rendered: (PreviewRequest | SitePreviewRequest)[];
let render: (request: PreviewRequest | SitePreviewRequest) => Promise<string>;
/** How the stand-in CMS answers: the editor's language, and whether the item may be read. */
let editor: { language: string | null; item: number };

beforeEach(async () => {
  clock = Date.now();
  root = mkdtempSync(join(tmpdir(), 'preview-'));
  rendered = [];
  render = async (request) => {
    rendered.push(request);
    return PAGE;
  };
  editor = { language: 'en-US', item: 200 };
  cms = createServer((req, res) => {
    const signedIn = req.headers.cookie === `directus_session_token=${SESSION}`;
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (!signedIn) return json(401, { errors: [{ message: 'Invalid user credentials.' }] });
    if (req.url?.startsWith('/users/me')) return json(200, { data: { id: 'u1', language: editor.language } });
    // Each dish with its restaurant, as the editor's read asks for it (fields=id,restaurant.slug).
    const dish = /^\/items\/menu_items\/(12|13|14)\?fields=id,restaurant\.slug$/.exec(req.url ?? '');
    const restaurants: Record<string, string> = { '12': 'saffron-house', '13': 'cedar-grill', '14': 'elsewhere' };
    if (dish) return json(editor.item, { data: { id: Number(dish[1]), restaurant: { slug: restaurants[dish[1]!] } } });
    return json(403, { errors: [{ message: 'forbidden' }] });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  publisher = await startPublisher({
    root,
    sites: [ONE_SITE, { slug: 'cedar-grill', url: 'http://cedar-grill.localhost:4173' }],
    secret: 'a-long-enough-shared-secret',
    port: 0,
    cms: { url: cmsUrl, token: 'publisher-token' },
    log: () => undefined,
    publish: async (store: VersionStore, trigger: string) => {
      const { id } = await store.begin();
      return store.commit(id, { trigger, pages: 0 });
    },
    preview: { render: (request) => render(request), gate: { now: () => clock } },
  });
});

afterEach(async () => {
  await publisher.close();
  await new Promise<void>((resolve) => cms.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

const signedIn = { cookie: `other=1; directus_session_token=${SESSION}` };
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${publisher.url}${path}`, { headers });

/** What every preview answer carries, a page or an error. */
function expectPrivate(response: Response) {
  expect(response.headers.get('x-robots-tag')).toContain('noindex');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
}

describe('the preview of a saved item', () => {
  it('refuses a request without the editor’s session, with a page in both languages', async () => {
    for (const headers of [
      {},
      { cookie: 'directus_session_token=someone-else' },
      { cookie: `directus_session_token=${sessionToken('someone-else')}` },
    ] as Record<string, string>[]) {
      const response = await get('/preview/menu_items/12', headers);
      expect(response.status).toBe(401);
      expectPrivate(response);
      const html = await response.text();
      expect(html).toContain('Sign in to the CMS admin app first');
      expect(html).toContain('سجّل الدخول إلى لوحة الإدارة أولاً');
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
    }
    expect(rendered).toEqual([]);
  });

  it('shows the page with the banner, noindex and no scripts, in the editor’s language', async () => {
    const response = await get('/preview/menu_items/12', signedIn);
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain(`<strong>${BANNER.en}</strong>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('content="index"');
    expect(html).not.toMatch(/<script|modulepreload/);
    // The page's style policy would refuse its style once its addresses change, and the banner's:
    // the preview's header governs.
    expect(html).not.toContain('http-equiv="Content-Security-Policy"');
    expect(html).toContain('url(/preview/assets/f.woff2)');
    expect(html).toContain('src="/preview/media/0123456789abcdef-800/640.webp"');
    expect(html).not.toContain('"/assets/');
    expect(html).toContain('/preview/media/0123456789abcdef-800/320.webp 320w, /preview/media/');
    expect(html).toContain('<h1>Lentil Soup</h1>');
    expect(rendered).toEqual([
      { collection: 'menu_items', id: '12', page: 'dish', language: 'en', site: 'saffron-house' },
    ]);

    // The editor changes their admin language: the preview follows once the gate's short verdict
    // on the session has lapsed.
    editor.language = 'ar-SA';
    clock += 6_000;
    const arabic = await (await get('/preview/menu_items/12', signedIn)).text();
    expect(arabic).toContain(`<strong>${BANNER.ar}</strong>`);
    expect(arabic).toContain('href="/preview/en/menu_items/12"');
    // The address's language wins over the editor's.
    await get('/preview/en/menu_items/12', signedIn);
    expect(rendered.map((request) => request.language)).toEqual(['en', 'ar', 'en']);
  });

  it("shows each item on its own restaurant's site, and says so for a restaurant without one", async () => {
    expect((await get('/preview/menu_items/13', signedIn)).status).toBe(200);
    expect(rendered.map((request) => request.site)).toEqual(['cedar-grill']);
    const response = await get('/preview/menu_items/14', signedIn);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('This item’s restaurant has no site here');
    expect(html).toContain('لا موقع هنا لمطعم هذا العنصر');
    expect(rendered).toHaveLength(1);
  });

  it('writes nothing into the published folder', async () => {
    await publisher.publishNow('start');
    const versions = join(root, 'sites', 'saffron-house', 'versions');
    const before = readdirSync(versions);
    expect((await get('/preview/menu_items/12', signedIn)).status).toBe(200);
    expect(readdirSync(versions)).toEqual(before);
    expect(existsSync(join(versions, before[0]!, 'shop'))).toBe(false);
  });

  it('says so when the item is not there or not the editor’s to see', async () => {
    editor.item = 403;
    const response = await get('/preview/menu_items/12', signedIn);
    expect(response.status).toBe(404);
    expectPrivate(response);
    expect(await response.text()).toContain('لا يوجد عنصر كهذا للمعاينة');
    expect((await get('/preview/publish_log/1', signedIn)).status).toBe(404);
    expect((await get('/preview/menu_items/abc', signedIn)).status).toBe(404);
    expect(rendered).toEqual([]);
  });

  it('answers 502 when the CMS is down', async () => {
    await new Promise<void>((resolve) => cms.close(() => resolve()));
    cms.closeAllConnections();
    const response = await get('/preview/menu_items/12', signedIn);
    expect(response.status).toBe(502);
    expectPrivate(response);
    expect(await response.text()).toContain('The CMS did not answer');
    cms = createServer();
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  });

  it('gives a whole error page, never half a page, when the render fails', async () => {
    render = async () => {
      throw new Error('window is not defined');
    };
    const response = await get('/preview/menu_items/12', signedIn);
    expect(response.status).toBe(500);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain('The page could not be rendered');
    expect(html).toContain('تعذّر إنشاء الصفحة');
    expect(html).not.toContain('Lentil Soup');
    render = async () => {
      throw new PreviewError(502, 'The CMS did not answer every read (menu_items).', 'لم يستجب');
    };
    expect((await get('/preview/menu_items/12', signedIn)).status).toBe(502);
  });

  it('serves the preview’s images only with the session', async () => {
    const folder = join(root, 'media-cache', '0123456789abcdef-800');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '640.webp'), 'RIFF');
    expect((await get('/preview/media/0123456789abcdef-800/640.webp')).status).toBe(401);
    const image = await get('/preview/media/0123456789abcdef-800/640.webp', signedIn);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(await image.text()).toBe('RIFF');
    expect((await get('/preview/media/0123456789abcdef-800/..%2F..%2Fx.webp', signedIn)).status).toBe(404);
  });

  it('keeps answering while a publish prunes and derives the images it serves', async () => {
    // A publish prunes a folder only a draft's preview used, and derives it again, while the
    // editor's preview loads it: a missing file between its check and its read once threw an
    // error no one handled, which stopped the publisher (and npm start with it).
    const folder = join(root, 'media-cache', 'fedcba9876543210-800');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, '320.webp');
    writeFileSync(file, 'RIFF');
    let churning = true;
    const churn = (async () => {
      for (let n = 0; churning; n++) {
        if (n % 2) writeFileSync(file, 'RIFF');
        else rmSync(file, { force: true });
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const statuses = new Set<number>();
    try {
      for (let request = 0; request < 200; request++) {
        const response = await get('/preview/media/fedcba9876543210-800/320.webp', signedIn);
        statuses.add(response.status);
        const body = await response.text();
        if (response.status === 200) expect(body).toBe('RIFF');
      }
    } finally {
      churning = false;
      await churn;
    }
    expect([...statuses].every((status) => status === 200 || status === 404)).toBe(true);
    writeFileSync(file, 'RIFF');
    expect((await get('/preview/media/fedcba9876543210-800/320.webp', signedIn)).status).toBe(200);
  });
});

describe('the Visual Editor’s pages', () => {
  const SITE_PAGE =
    '<!doctype html><html lang="en"><head><title>Home</title></head><body><div id="root">' +
    '<a href="/shop">Menu</a><a href="/ar/shop/shop-details/12">طبق</a><a href="https://example.com/x">out</a>' +
    '<h2 data-directus="collection:menu_items;item:12;fields:default_price;mode:drawer">22.00 SAR</h2>' +
    '</div><script type="module" src="/assets/boot.js"></script></body></html>';

  it('are behind the editor’s session, the library’s script too', async () => {
    for (const path of ['/preview/site/', '/preview/site/ar/shop', VISUAL_EDITING_PATH]) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expectPrivate(response);
    }
    expect(rendered).toEqual([]);
  });

  it('run the visual-editing library alone, named by the nonce of their policy and by its hash', async () => {
    render = async (request) => {
      rendered.push(request);
      return SITE_PAGE;
    };
    const response = await get('/preview/site/', signedIn);
    expect(response.status).toBe(200);
    expectPrivate(response);
    expect(rendered).toEqual([{ path: '/', language: 'en', site: 'saffron-house' }]);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([\w+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`frame-ancestors ${new URL(cmsUrl).origin}`);
    const html = await response.text();
    // The site's own script is gone; the library's is the page's only one.
    expect(html.match(/<script\b[^>]*>/g)).toHaveLength(1);
    const tag = /<script\b[^>]*>/.exec(html)![0];
    expect(tag).toContain(`src="${VISUAL_EDITING_PATH}"`);
    expect(tag).toContain(`nonce="${nonce}"`);
    expect(tag).toContain(`data-cms="${new URL(cmsUrl).origin}"`);
    const script = await get(VISUAL_EDITING_PATH, signedIn);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const body = await script.text();
    expect(body).toContain('DirectusVisualEditing.apply');
    expect(body).toContain('@directus/visual-editing 2.1.0 | MIT');
    expect(tag).toContain(`integrity="sha384-${createHash('sha384').update(body).digest('base64')}"`);
    // Each answer has a nonce of its own.
    const again = (await get('/preview/site/', signedIn)).headers.get('content-security-policy');
    expect(again).not.toBe(policy);

    // Links stay in the preview, each in its own language; the marks are the renderer's.
    expect(html).toContain('href="/preview/site/en/shop"');
    expect(html).toContain('href="/preview/site/ar/shop/shop-details/12"');
    expect(html).toContain('href="https://example.com/x"');
    expect(html).toContain('data-directus="collection:menu_items;item:12;');
    expect(html).toContain(`<strong>${BANNER.en}</strong>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('follow the editor’s admin language unless the address names one, the banner linking the other', async () => {
    editor.language = 'ar-SA';
    const arabic = await (await get('/preview/site/shop', signedIn)).text();
    expect(arabic).toContain(`<strong>${BANNER.ar}</strong>`);
    expect(arabic).toMatch(/<a href="\/preview\/site\/en\/shop" lang="en"[^>]*>English<\/a>/);
    await get('/preview/site/en/', signedIn);
    expect(rendered).toEqual([
      { path: '/shop', language: 'ar', site: 'saffron-house' },
      { path: '/', language: 'en', site: 'saffron-house' },
    ]);
  });

  it('show another site of the CMS when the address names it, and keep it named in every link', async () => {
    render = async (request) => {
      rendered.push(request);
      return SITE_PAGE;
    };
    const response = await get('/preview/site/ar/shop?site=cedar-grill', signedIn);
    expect(response.status).toBe(200);
    expect(rendered).toEqual([{ path: '/shop', language: 'ar', site: 'cedar-grill' }]);
    const html = await response.text();
    expect(html).toContain('href="/preview/site/en/shop?site=cedar-grill"');
    expect(html).toContain('href="/preview/site/ar/shop/shop-details/12?site=cedar-grill"');
    expect(html).toMatch(/<a href="\/preview\/site\/en\/shop\?site=cedar-grill" lang="en"/);
    // A restaurant without a site here is named as such, and nothing is rendered for it.
    const unknown = await get('/preview/site/?site=no-such-place', signedIn);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('sites.json');
    expect(rendered).toHaveLength(1);
  });

  it('keep Live Preview’s pages free of scripts, and every preview framed by the CMS only', async () => {
    const item = await get('/preview/menu_items/12', signedIn);
    expect(item.headers.get('content-security-policy')).toBe(
      `script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors ${new URL(cmsUrl).origin}`,
    );
    expect(await item.text()).not.toMatch(/<script|visual-editing/);
    const refused = await get('/preview/site/');
    expect(refused.headers.get('content-security-policy')).toContain("script-src 'none'");
  });
});

describe('parseSitePreviewPath', () => {
  it('reads the page and its language, and refuses what is no path of the site', () => {
    expect(parseSitePreviewPath('/preview/site')).toEqual({ path: '/', language: null });
    expect(parseSitePreviewPath('/preview/site/')).toEqual({ path: '/', language: null });
    expect(parseSitePreviewPath('/preview/site/ar')).toEqual({ path: '/', language: 'ar' });
    expect(parseSitePreviewPath('/preview/site/ar/shop/shop-details/12')).toEqual({
      path: '/shop/shop-details/12',
      language: 'ar',
    });
    expect(parseSitePreviewPath('/preview/site/en/shop')).toEqual({ path: '/shop', language: 'en' });
    expect(parseSitePreviewPath('/preview/site/arabic')).toEqual({ path: '/arabic', language: null });
    expect(parseSitePreviewPath('/preview/site/../media/x')).toBeNull();
    expect(parseSitePreviewPath('/preview/site/a%2Fb')).toBeNull();
    expect(parseSitePreviewPath('/preview/sites/')).toBeNull();
  });
});

describe('the app files of a preview', () => {
  it('are served under /preview/assets/, stylesheets naming their fonts there too', async () => {
    const app = join(root, 'app');
    mkdirSync(join(app, 'assets'), { recursive: true });
    writeFileSync(
      join(app, 'assets', 'index-1a.css'),
      '@font-face{src:url(/assets/f-2b.woff2)}a{background:url("/assets/img/x.webp")}',
    );
    const handle = createPreviewHandler({
      cmsUrl,
      sites: ['saffron-house'],
      mediaCache: root,
      appDir: async () => app,
      render,
    });
    const server = createServer((req, res) => {
      void handle(req, res, new URL(req.url ?? '/', 'http://x.invalid')).then(
        (done) => done || res.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const css = await fetch(`${base}/preview/assets/index-1a.css`);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(await css.text()).toBe(
        '@font-face{src:url(/preview/assets/f-2b.woff2)}a{background:url("/preview/assets/img/x.webp")}',
      );
      expect((await fetch(`${base}/preview/assets/..%2Fsecret.css`)).status).toBe(404);
      expect((await fetch(`${base}/preview/assets/missing.css`)).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('parsePreviewPath', () => {
  it('reads the collection, the id and the language of the address', () => {
    const none = new URLSearchParams();
    expect(parsePreviewPath('/preview/menu_items/12', none)).toEqual({
      collection: 'menu_items',
      id: '12',
      language: null,
    });
    expect(parsePreviewPath('/preview/ar/hero_slides/3', none)?.language).toBe('ar');
    expect(parsePreviewPath('/preview/restaurants/1', new URLSearchParams('lang=ar'))?.language).toBe('ar');
    expect(parsePreviewPath('/preview/directus_users/1', none)).toBeNull();
    expect(parsePreviewPath('/preview/menu_items/../1', none)).toBeNull();
  });
});

describe('withPreviewedItem', () => {
  it('lets the previewed draft through the published filter of its collection only', async () => {
    const asked: [string, ItemsQuery][] = [];
    const client: CmsClient = {
      url: 'http://cms.invalid',
      readCollection: async (collection, query) => {
        asked.push([collection, query]);
        return [];
      },
      readCollectionWithCount: async () => ({ items: [], total: 0 }),
      assetUrl: (id) => id,
    };
    const published = { publish_status: { _eq: 'published' } };
    const wide = withPreviewedItem(client, 'menu_items', '12');
    await wide.readCollection('menu_items', { filter: { _and: [{ restaurant: { slug: { _eq: 's' } } }, published] } });
    await wide.readCollection('offer_items', { filter: { _and: [published] } });
    expect(asked[0]![1].filter).toEqual({
      _and: [{ restaurant: { slug: { _eq: 's' } } }, { _or: [published, { id: { _eq: 12 } }] }],
    });
    expect(asked[1]![1].filter).toEqual({ _and: [published] });
  });
});
