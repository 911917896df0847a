/**
 * Preview before publishing (docs/publishing.md, "Preview"): Directus's Live Preview opens
 * `<publisher>/preview/<collection>/<id>` (each collection's `preview_url`, set by the CMS setup),
 * and the publisher renders that one page on demand with the prerender's own steps, the item's
 * saved state included even while it is a draft. Nothing of it is written into a version.
 *
 *   GET /preview/<collection>/<id>        the page in the editor's admin language
 *   GET /preview/ar/<collection>/<id>     … in Arabic (`/preview/en/…` in English; `?lang=` too)
 *   GET /preview/site/<path>              a page of the site for Directus's Visual Editor, every
 *                                         draft included, its editable parts marked (below)
 *   GET /preview/site/ar/<path>           … in Arabic (`/preview/site/en/…` in English)
 *   GET /preview/visual-editing.js        the Visual Editor's library (publish/preview-script.ts)
 *   GET /preview/media/<key>-<w>/<n>.webp the images a preview shows (drafts' images too)
 *   GET /preview/assets/…                 the app's stylesheets, fonts and pictures (public)
 *
 * Every request needs the editor's Directus session: the admin app's session cookie (cookies are
 * not port-scoped, so it reaches a publisher on another port of the same host) is checked by
 * asking the CMS who it is (`/users/me`), and the item is read with it, so an editor previews only
 * what the CMS lets them read. The page itself is then read with the publisher's token, whose
 * reads keep to published records except this one item. Preview pages carry `noindex` (tag and
 * header), `no-store` and a banner, "Preview, not live yet", in the page's language; any failure
 * (no session, no such item, the CMS down, a render that throws) is a small complete error page
 * in both languages with its status, never a half-rendered page.
 *
 * The Visual Editor (docs/publishing.md, "Edit where you see it") frames `/preview/site/…`: the
 * same render, with the parts the owner can edit marked `data-directus` (publish/preview-edit.ts),
 * its links kept inside the preview, and one script, the visual-editing library, named by a nonce
 * and its hash. Every other preview runs no script at all. Every preview may be framed by the
 * CMS's origin only.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { CmsClient, ItemsQuery } from '../src/data/client.ts';
import type { Language } from '../src/i18n/dictionary.ts';
import { PREVIEW_PAGES as MODEL_PREVIEW_PAGES } from '../src/generated/cms.ts';
import { escapeHtml } from '../src/site/html.ts';
import { languageOfPath, localizePath, stripLanguage } from '../src/i18n/paths.ts';
import { openFile, sendOpen } from '../scripts/serve.mjs';
import { slugPathOf } from './owners.ts';
import { DEFAULT_SESSION_COOKIE } from './sites.ts';
import { clientAddressOf, createSessionGate, GateError, isLoopbackAddress, type GateOptions } from './preview-gate.ts';
import { VISUAL_EDITING_PATH, visualEditingScript, type VisualEditingScript } from './preview-script.ts';

/**
 * The collections with a preview, and the page each one shows: each collection's `"preview"` in
 * cms/schema/model.json (generated into src/generated/cms.ts), the same that gives it its
 * preview_url in the admin app. A page the renderer has no view for fails the type-check here.
 */
export const PREVIEW_PAGES: Readonly<Record<string, 'dish' | 'home'>> = MODEL_PREVIEW_PAGES;

const ASSET_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export const BANNER: Record<Language, string> = {
  en: 'Preview, not live yet',
  ar: 'معاينة، لم تُنشر بعد',
};

/** What a preview request asks for. */
export interface PreviewTarget {
  collection: string;
  id: string;
  /** The language the address asks for; null follows the editor's admin language. */
  language: Language | null;
}

/** What the renderer is given: the target, its language and its site settled. */
export interface PreviewRequest {
  collection: string;
  id: string;
  page: 'dish' | 'home';
  language: Language;
  /** The site of the item's restaurant (its slug). */
  site: string;
}

/** A page of the site as the Visual Editor shows it: every draft in, its editable parts marked. */
export interface SitePreviewRequest {
  /** The page's path without its language (`/`, `/shop`, `/shop/shop-details/12`). */
  path: string;
  language: Language;
  /** The site shown (its slug): `?site=` of the address, else the CMS's first. */
  site: string;
}

/** What `/preview/site/…` asks for; the language null follows the editor's admin language. */
export interface SitePreviewTarget {
  path: string;
  language: Language | null;
}

/**
 * The Visual Editor's address of a page in a language, on a site named by `?site=` (none: the
 * CMS's first site). A query or fragment of the link comes along.
 */
export function sitePreviewAddress(path: string, language: Language, site?: string): string {
  const [, pathname = '/', query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(path) ?? [];
  const params = new URLSearchParams(query);
  if (site) params.set('site', site);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `/preview/site/${language}${stripLanguage(pathname || '/')}${search}${hash}`;
}

/** The target of `/preview/site/…`, or null for an address that names none. */
export function parseSitePreviewPath(pathname: string): SitePreviewTarget | null {
  const match = /^\/preview\/site(?:\/(en|ar)(?=\/|$))?(\/[\w\-./]*)?$/.exec(pathname);
  if (!match) return null;
  const path = match[2] ?? '/';
  if (path.split('/').some((part) => part === '.' || part === '..') || path.length > 200) return null;
  return { path: stripLanguage(path), language: (match[1] as Language | undefined) ?? null };
}

/** A preview that cannot be shown, with the status and the words the error page says. */
export class PreviewError extends Error {
  constructor(
    readonly status: number,
    readonly en: string,
    readonly ar: string,
  ) {
    super(en);
    this.name = 'PreviewError';
  }
}

/** The target of `/preview/…`, or null for an address that names none. */
export function parsePreviewPath(pathname: string, search: URLSearchParams): PreviewTarget | null {
  const match = /^\/preview\/(?:(en|ar)\/)?([a-z_]{1,64})\/(\d{1,12})\/?$/.exec(pathname);
  if (!match || !Object.hasOwn(PREVIEW_PAGES, match[2]!)) return null;
  const asked = match[1] ?? search.get('lang');
  return {
    collection: match[2]!,
    id: match[3]!,
    language: asked === 'ar' || asked === 'en' ? asked : null,
  };
}

/**
 * A client whose reads of the collections `widens` names change each
 * `{publish_status: {_eq: "published"}}` of their filters into what `widens` gives for it.
 */
function widenPublished(
  client: CmsClient,
  widens: (collection: string) => ((published: Record<string, unknown>) => unknown) | null,
): CmsClient {
  const published = (value: Record<string, unknown>) => {
    const keys = Object.keys(value);
    const status = value.publish_status as Record<string, unknown> | undefined;
    return keys.length === 1 && keys[0] === 'publish_status' && status?._eq === 'published';
  };
  const widen = (filter: unknown, to: (published: Record<string, unknown>) => unknown): unknown => {
    if (Array.isArray(filter)) return filter.map((part) => widen(part, to));
    if (typeof filter !== 'object' || filter === null) return filter;
    const record = filter as Record<string, unknown>;
    if (published(record)) return to(record);
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, widen(value, to)]));
  };
  const query = (name: string, asked: ItemsQuery): ItemsQuery => {
    const to = widens(name);
    return to && asked.filter ? { ...asked, filter: widen(asked.filter, to) as ItemsQuery['filter'] } : asked;
  };
  return {
    url: client.url,
    readCollection: (name, asked) => client.readCollection(name, query(name, asked)),
    readCollectionWithCount: (name, asked) => client.readCollectionWithCount(name, query(name, asked)),
    assetUrl: (fileId) => client.assetUrl(fileId),
  };
}

/**
 * A client whose reads of `collection` take in the one item previewed: every
 * `{publish_status: {_eq: "published"}}` of their filters also lets that id through. Reads of
 * other collections, and other records, stay as published.
 */
export function withPreviewedItem(client: CmsClient, collection: string, id: string): CmsClient {
  return widenPublished(client, (name) =>
    name === collection ? (published) => ({ _or: [published, { id: { _eq: Number(id) } }] }) : null,
  );
}

/**
 * A client whose reads take in every draft, as the Visual Editor shows the site: the saved state
 * of each record an editor works on. Archived records stay out, as on the site.
 */
export function withDrafts(client: CmsClient): CmsClient {
  return widenPublished(client, () => () => ({ publish_status: { _in: ['published', 'draft'] } }));
}

/** The address of a preview in a language. */
export function previewAddress(target: Pick<PreviewTarget, 'collection' | 'id'>, language: Language): string {
  return `/preview/${language}/${target.collection}/${target.id}`;
}

/** How a rendered page is made a preview. */
export interface PreviewDecoration {
  language: Language;
  /** The same preview in the other language: the banner's link. */
  otherAddress: string;
  /**
   * The Visual Editor's page (`/preview/site/…`): its links lead to the preview of their page,
   * and it loads the visual-editing library, named by the nonce of its answer's policy and by
   * its hash, telling it the CMS's origin.
   */
  editing?: { nonce: string; integrity: string; cmsOrigin: string; site?: string };
}

/** The preview of a site link (`/ar/shop` → `/preview/site/ar/shop`); others come back as they are. */
function previewLink(href: string, site?: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/preview/')) return href;
  return sitePreviewAddress(href, languageOfPath(href.replace(/[?#].*$/, '')), site);
}

/**
 * A rendered page made a preview: no scripts of the site (nothing hydrates; the page is what the
 * publish would write), `noindex`, images from `/preview/media/`, and the banner first in the
 * body; for the Visual Editor, its links kept in the preview and the library's one script.
 */
export function decoratePreview(html: string, decoration: PreviewDecoration): string {
  const { language, editing } = decoration;
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const banner =
    `<div class="preview-banner" role="status" lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" ` +
    'style="position:sticky;top:0;z-index:2147483647;display:flex;gap:1rem;justify-content:center;align-items:center;' +
    'padding:.6rem 1rem;background:#7a1f00;color:#fff;font:600 1rem/1.4 system-ui,sans-serif;text-align:center">' +
    `<strong>${escapeHtml(BANNER[language])}</strong>` +
    `<a href="${escapeHtml(decoration.otherAddress)}" lang="${other}" style="color:#fff;text-decoration:underline">${
      other === 'ar' ? 'العربية' : 'English'
    }</a></div>`;
  const page = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    // The page's own style policy names its style by hash, which the /preview/ addresses below
    // change, and it would refuse the banner's: the preview's header policy governs instead.
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<meta name="robots"[^>]*>/gi, '')
    .replace(/<head>/i, () => '<head>\n    <meta name="robots" content="noindex, nofollow">')
    .replace(/(["'\s,(])\/(media|assets)\//g, (_, before: string, folder: string) => `${before}/preview/${folder}/`)
    .replace(/<body([^>]*)>/i, (body) => `${body}${banner}`);
  if (!editing) return page;
  const script =
    `<script src="${VISUAL_EDITING_PATH}" nonce="${editing.nonce}" integrity="${editing.integrity}" ` +
    `data-cms="${escapeHtml(editing.cmsOrigin)}"></script>`;
  return page
    .replace(
      /(<a\b[^>]*?\shref=")([^"]*)"/gi,
      (_, before: string, href: string) => `${before}${previewLink(href, editing.site)}"`,
    )
    .replace(/<\/body>/i, () => `${script}</body>`);
}

/** A complete small page that says why there is no preview, in both languages. */
export function previewErrorPage(status: number, en: string, ar: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Preview unavailable · المعاينة غير متاحة</title>
<style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#222;background:#faf7f2}main{max-width:40rem;margin:3rem auto;padding:0 1.5rem}section{padding:1rem 0}section+section{border-top:1px solid #ddd}h1{font-size:1.4rem;margin:0 0 .5rem}p.code{color:#666;font-size:.9rem}</style>
</head>
<body>
<main>
<section lang="en" dir="ltr"><h1>Preview unavailable</h1><p>${escapeHtml(en)}</p></section>
<section lang="ar" dir="rtl"><h1>المعاينة غير متاحة</h1><p>${escapeHtml(ar)}</p></section>
<p class="code">HTTP ${status}</p>
</main>
</body>
</html>
`;
}

const PREVIEW_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  Vary: 'Cookie',
};

/**
 * The policy of a preview's answer. Nothing runs in a preview (CMS text stays text even if a
 * check elsewhere missed something) but, on the Visual Editor's page, the one script its nonce
 * names; and only the CMS's admin app may frame it.
 */
export function previewPolicy(cmsOrigin: string, nonce: string | null = null): string {
  return [
    `script-src ${nonce ? `'nonce-${nonce}'` : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${cmsOrigin}`,
  ].join('; ');
}

function sendHtml(res: ServerResponse, status: number, html: string, policy: string): void {
  res
    .writeHead(status, {
      ...PREVIEW_HEADERS,
      'Content-Security-Policy': policy,
      'Content-Type': 'text/html; charset=utf-8',
    })
    .end(html);
}

/** The value of one cookie of a request. */
export function cookieOf(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

const NO_SESSION = new PreviewError(
  401,
  'Sign in to the CMS admin app first, then open the preview from the item (Live Preview).',
  'سجّل الدخول إلى لوحة الإدارة أولاً، ثم افتح المعاينة من العنصر (المعاينة المباشرة).',
);
const CMS_DOWN = new PreviewError(
  502,
  'The CMS did not answer. Try again in a moment.',
  'لم يستجب نظام إدارة المحتوى. حاول مرة أخرى بعد قليل.',
);
const TOO_MANY = new PreviewError(
  429,
  'Too many preview requests from your address. Wait a moment, then reload.',
  'طلبات معاينة كثيرة من عنوانك. انتظر قليلاً ثم أعد التحميل.',
);
const BUSY = new PreviewError(
  503,
  'The preview is busy. Try again in a moment.',
  'المعاينة مشغولة. حاول مرة أخرى بعد قليل.',
);
const NOT_FOUND = new PreviewError(
  404,
  'There is no such item to preview, or your account may not see it.',
  'لا يوجد عنصر كهذا للمعاينة، أو لا يسمح حسابك برؤيته.',
);
const NO_SITE_PAGE = new PreviewError(
  404,
  'This CMS has no such site here: the address names a restaurant not in the site list (sites.json).',
  'لا موقع كهذا هنا لهذا النظام: العنوان يذكر مطعمًا ليس في قائمة المواقع (sites.json).',
);
const NO_SITE = new PreviewError(
  404,
  'This item’s restaurant has no site here: add it to the site list (sites.json) to preview it.',
  'لا موقع هنا لمطعم هذا العنصر: أضفه إلى قائمة المواقع (sites.json) لمعاينته.',
);

export interface PreviewHandlerOptions {
  /** The CMS as the publisher reaches it: sessions are checked there. */
  cmsUrl: string;
  /** The restaurants (slugs) of that CMS with a site here: an item is previewed on its restaurant's. */
  sites: readonly string[];
  /**
   * The CMS as editors' browsers reach it (CMS_PUBLIC_URL; default cmsUrl): only its origin may
   * frame a preview, and the Visual Editor's library talks only to it.
   */
  cmsPublicUrl?: string;
  /** The name of Directus's session cookie (SESSION_COOKIE_NAME). */
  cookieName?: string;
  timeoutMs?: number;
  /** Renders the page of a preview (publish/preview-render.ts); throws PreviewError for what it cannot show. */
  render: (request: PreviewRequest | SitePreviewRequest) => Promise<string>;
  /** The cache of derived images (published/media-cache). */
  mediaCache: string;
  /** The folder of the app's browser build, or null before it was built. */
  appDir?: () => Promise<string | null>;
  /** The limits on strangers' session checks (publish/preview-gate.ts); tests set shorter ones. */
  gate?: Partial<GateOptions>;
  log?: (line: string) => void;
}

/**
 * The `/preview/…` routes of the publisher. Resolves true when it answered the request, false
 * for an address that is not a preview's. `carriesSession` says whether a request carries this
 * CMS's session cookie (a publisher of several CMSs picks the preview by it).
 */
export function createPreviewHandler(options: PreviewHandlerOptions) {
  const cmsUrl = options.cmsUrl.replace(/\/+$/, '');
  const cookieName = options.cookieName ?? DEFAULT_SESSION_COOKIE;
  const timeoutMs = options.timeoutMs ?? 8000;
  const log = options.log ?? (() => undefined);
  const cmsOrigin = new URL(options.cmsPublicUrl ?? cmsUrl).origin;
  const policy = previewPolicy(cmsOrigin);

  const sendError = (res: ServerResponse, error: PreviewError) => {
    // Too many requests or a busy preview: the browser (and a script) is told when to come back.
    if (error.status === 429 || error.status === 503) res.setHeader('Retry-After', '5');
    sendHtml(res, error.status, previewErrorPage(error.status, error.en, error.ar), policy);
  };

  const gate = createSessionGate<{ language: Language }>(options.gate);

  /**
   * Asks the CMS with the editor's session, naming the client it asks for (publish/preview-gate.ts);
   * a CMS that does not answer is CMS_DOWN.
   */
  const askCms = async (path: string, session: string, client: string) => {
    try {
      return await fetch(`${cmsUrl}${path}`, {
        headers: {
          Cookie: `${cookieName}=${session}`,
          Accept: 'application/json',
          ...(isLoopbackAddress(client) ? {} : { 'X-Forwarded-For': client }),
        },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
    } catch {
      throw CMS_DOWN;
    }
  };

  /**
   * The editor behind the request's session cookie, or NO_SESSION; a stranger's cookie is turned
   * away by the gate, mostly without asking the CMS at all.
   */
  const editor = async (req: IncomingMessage): Promise<{ session: string; client: string; language: Language }> => {
    const session = cookieOf(req, cookieName);
    if (!session) throw NO_SESSION;
    const client = clientAddressOf(req);
    try {
      const { language } = await gate.check(client, session, async () => {
        const response = await askCms('/users/me?fields=id,language', session, client);
        if (response.status === 401 || response.status === 403) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw CMS_DOWN;
        }
        const body = (await response.json().catch(() => null)) as {
          data?: { id?: unknown; language?: unknown };
        } | null;
        if (!body?.data?.id) return null;
        return {
          language: typeof body.data.language === 'string' && body.data.language.startsWith('ar') ? 'ar' : 'en',
        };
      });
      return { session, client, language };
    } catch (error) {
      if (!(error instanceof GateError)) throw error;
      if (error.refusal === 'too-many') throw TOO_MANY;
      if (error.refusal === 'busy') throw BUSY;
      throw NO_SESSION;
    }
  };

  // Files are opened once and sent from that handle (scripts/serve.mjs): one a publish prunes or
  // replaces meanwhile is a 404 or the bytes it had, never an error that stops the publisher.
  const serveMedia = async (req: IncomingMessage, res: ServerResponse, file: string) => {
    const opened = await openFile(join(options.mediaCache, ...file.split('/')));
    if (!opened) throw new PreviewError(404, 'No such image.', 'لا توجد صورة كهذه.');
    sendOpen(req, res, opened, 200, {
      ...PREVIEW_HEADERS,
      'Content-Type': file.endsWith('.avif') ? 'image/avif' : 'image/webp',
    });
  };

  /** The visual-editing library, behind the session as every preview answer. */
  const serveScript = (req: IncomingMessage, res: ServerResponse, script: VisualEditingScript) => {
    res
      .writeHead(200, {
        ...PREVIEW_HEADERS,
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': Buffer.byteLength(script.body),
      })
      .end(req.method === 'HEAD' ? undefined : script.body);
  };

  /** A page of the site for the Visual Editor: every draft in, its editable parts marked. */
  const servePage = async (
    res: ServerResponse,
    target: SitePreviewTarget,
    named: string | null,
    editorLanguage: Language,
  ) => {
    // A CMS of several sites: `?site=<slug>` (which the page's links keep), else its first.
    const site = named ?? options.sites[0] ?? '';
    if (!options.sites.includes(site)) throw NO_SITE_PAGE;
    const request: SitePreviewRequest = { path: target.path, language: target.language ?? editorLanguage, site };
    const [html, script] = await Promise.all([options.render(request), visualEditingScript()]);
    const nonce = randomBytes(16).toString('base64');
    const other: Language = request.language === 'ar' ? 'en' : 'ar';
    sendHtml(
      res,
      200,
      decoratePreview(html, {
        language: request.language,
        otherAddress: sitePreviewAddress(localizePath(request.path, other), other, named ?? undefined),
        editing: { nonce, integrity: script.integrity, cmsOrigin, site: named ?? undefined },
      }),
      previewPolicy(cmsOrigin, nonce),
    );
  };

  /**
   * The app's own files under /preview/assets/: everything a preview needs lives under /preview/,
   * so a proxy mounts that one path. Stylesheets name their fonts and pictures at /assets/, which
   * are rewritten to /preview/assets/ as they are sent.
   */
  const serveAsset = async (req: IncomingMessage, res: ServerResponse, file: string) => {
    const dir = options.appDir ? await options.appDir() : null;
    const path = dir && !file.split('/').includes('..') ? join(dir, 'assets', ...file.split('/')) : null;
    const opened = path ? await openFile(path) : null;
    if (!path || !opened) throw new PreviewError(404, 'No such file.', 'لا يوجد ملف كهذا.');
    const type = ASSET_TYPES[extname(path)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
    if (type.startsWith('text/css')) {
      const css = (await opened.handle.readFile('utf8').finally(() => opened.handle.close())).replace(
        /url\((["']?)\/assets\//g,
        'url($1/preview/assets/',
      );
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : css);
      return;
    }
    sendOpen(req, res, opened, 200, headers);
  };

  async function handlePreview(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const { pathname } = url;
    if (pathname !== '/preview' && !pathname.startsWith('/preview/')) return false;
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        throw new PreviewError(405, 'A preview is only read (GET).', 'المعاينة للقراءة فقط (GET).');
      const asset = /^\/preview\/assets\/((?:[\w-]+\/)*[\w.-]+\.(?:css|woff2|webp|avif|png|jpe?g|svg))$/.exec(pathname);
      if (asset) {
        await serveAsset(req, res, asset[1]!);
        return true;
      }
      const media = /^\/preview\/media\/([0-9a-f]{16}-[1-9]\d{0,4}\/[1-9]\d{0,4}\.(?:avif|webp))$/.exec(pathname);
      if (media) {
        await editor(req);
        await serveMedia(req, res, media[1]!);
        return true;
      }
      if (pathname === VISUAL_EDITING_PATH) {
        await editor(req);
        serveScript(req, res, await visualEditingScript());
        return true;
      }
      const page = parseSitePreviewPath(pathname);
      if (page) {
        await servePage(res, page, url.searchParams.get('site'), (await editor(req)).language);
        return true;
      }
      const target = parsePreviewPath(pathname, url.searchParams);
      if (!target) throw NOT_FOUND;
      const { session, client, language } = await editor(req);
      // The editor's own read of the item, with its restaurant: only what the CMS lets them see
      // is previewed, on its restaurant's site.
      const slugPath = slugPathOf(target.collection) ?? 'id';
      const item = await askCms(`/items/${target.collection}/${target.id}?fields=id,${slugPath}`, session, client);
      if (item.status === 401) {
        await item.body?.cancel();
        gate.forget(session);
        throw NO_SESSION;
      }
      if (item.status === 403 || item.status === 404) {
        await item.body?.cancel();
        throw NOT_FOUND;
      }
      if (!item.ok) {
        await item.body?.cancel();
        throw CMS_DOWN;
      }
      const read = (await item.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
      let slug: unknown = read?.data;
      for (const part of slugPath.split('.'))
        slug = slug && typeof slug === 'object' ? (slug as Record<string, unknown>)[part] : undefined;
      // An item of no restaurant (a dish not yet given one) is shown on the first site.
      const site = typeof slug === 'string' ? slug : (options.sites[0] ?? '');
      if (!options.sites.includes(site)) throw NO_SITE;
      const request: PreviewRequest = {
        collection: target.collection,
        id: target.id,
        page: PREVIEW_PAGES[target.collection]!,
        language: target.language ?? language,
        site,
      };
      const html = await options.render(request);
      const other: Language = request.language === 'ar' ? 'en' : 'ar';
      sendHtml(
        res,
        200,
        decoratePreview(html, { language: request.language, otherAddress: previewAddress(request, other) }),
        policy,
      );
    } catch (error) {
      // An answer already under way cannot become an error page: it is cut off instead.
      if (res.headersSent) res.destroy();
      else if (error instanceof PreviewError) sendError(res, error);
      else {
        log(`[preview] ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
        sendError(
          res,
          new PreviewError(
            500,
            'The page could not be rendered. The publish log or the publisher’s console says why.',
            'تعذّر إنشاء الصفحة. يوضح سجل النشر أو سجل الناشر السبب.',
          ),
        );
      }
    }
    return true;
  }
  return Object.assign(handlePreview, { carriesSession: (req: IncomingMessage) => cookieOf(req, cookieName) !== null });
}
