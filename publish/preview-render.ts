/**
 * The page of one preview (publish/preview.ts), made by the prerender's own steps: load, frame,
 * plan pages, styles and render routes, with the CMS's reads widened to the previewed item (or,
 * for the Visual Editor, to every draft), for the one address the preview shows. The Visual
 * Editor's pages get their editable parts marked (publish/preview-edit.ts). It is written into a temporary folder outside the published folder
 * (never into a version), read back, and the folder removed. Its images are derived into the
 * cache all versions share, the same files a publish would make of them.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppBuild } from './build-site.ts';
import type { CmsClient } from '../src/data/client.ts';
import { localizePath } from '../src/i18n/paths.ts';
import { dishPath } from '../src/site/pages.ts';
import { markEditable } from './preview-edit.ts';
import {
  PreviewError,
  withDrafts,
  withPreviewedItem,
  type PreviewRequest,
  type SitePreviewRequest,
} from './preview.ts';
import type { RenderSite } from './sites.ts';
import { deriveImages } from './steps/derive-images.ts';
import { writeFrame } from './steps/frame.ts';
import { load, publisherCms } from './steps/load.ts';
import { planPages } from './steps/plan-pages.ts';
import { readApp } from './steps/read-app.ts';
import { fileForPath, renderRoutes } from './steps/render-routes.ts';
import { inlineStyles } from './steps/styles.ts';

export interface PreviewRenderOptions {
  app: Pick<AppBuild, 'clientDir' | 'entry'>;
  /** The site of the item's restaurant, with its CMS and the Site publisher's token. */
  site: RenderSite;
  /** The cache of derived images. */
  mediaCache: string;
  log?: (line: string) => void;
}

const CMS_DOWN = (reads: string[]) =>
  new PreviewError(
    502,
    `The CMS did not answer every read (${reads.slice(0, 3).join(', ')}). Try again in a moment.`,
    `لم يستجب نظام إدارة المحتوى لكل القراءات (${reads.slice(0, 3).join('، ')}). حاول مرة أخرى بعد قليل.`,
  );

const NO_PAGE = new PreviewError(404, 'The site has no such page.', 'لا توجد صفحة كهذه على الموقع.');

/** The restaurant's opening_hours records by weekday, for the footer's week (empty when unread). */
async function hoursIds(client: CmsClient, restaurant: unknown): Promise<Record<string, number>> {
  const id = (restaurant as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') return {};
  const rows = await client
    .readCollection('opening_hours', { fields: ['id', 'Day'], filter: { restaurant: { _eq: id } }, limit: 14 })
    .catch(() => []);
  return Object.fromEntries(rows.map((row) => [String(row.Day), Number(row.id)]));
}

export async function renderPreview(
  request: PreviewRequest | SitePreviewRequest,
  options: PreviewRenderOptions,
): Promise<string> {
  const { entry, clientDir } = options.app;
  const log = options.log ?? (() => undefined);
  const { site } = options;
  const base = publisherCms(entry, site.cms);
  const sitePage = 'path' in request;
  const cms = {
    ...base,
    client: sitePage ? withDrafts(base.client) : withPreviewedItem(base.client, request.collection, request.id),
  };
  const dir = await mkdtemp(join(tmpdir(), 'site-preview-'));
  try {
    await mkdir(join(dir, 'assets'), { recursive: true });
    const app = await readApp({ entry, outDir: clientDir });
    const content = await load({ entry, slug: site.slug, cms, log });
    const failed = [...new Set([...content.failedReads, ...content.readFailures()])];
    if (failed.length > 0) throw CMS_DOWN(failed);
    const language = content.languages.includes(request.language) ? request.language : content.languages[0]!;
    const path = sitePage ? request.path : request.page === 'dish' ? dishPath(entry.pages.dish, request.id) : '/';
    const address = localizePath(path, language);
    const frame = await writeFrame({ entry, site, app, content, outDir: dir });
    const descriptions = entry.siteDescriptions(
      entry.routes.map((route, index) => ({ path: route.path, description: app.modules[index]!.description })),
      site.words.descriptions ?? {},
      content.restaurant.name,
    );
    // A preview is no page of the site: no manifest, so no service worker (src/main.tsx).
    const planned = planPages({ entry, site, app, content, frame, descriptions })
      .filter((page) => page.address === address)
      .map(({ bootModules: { manifest: _manifest, ...bootModules }, ...page }) => ({ ...page, bootModules }));
    // The parts are the kept build's, the brand's this folder's.
    const pages = await inlineStyles({ pages: planned, outDir: dir, sources: [dir, clientDir] });
    if (pages.length === 0 && sitePage) throw NO_PAGE;
    if (pages.length === 0)
      throw new PreviewError(
        404,
        'This item has no page on the site (a dish of another restaurant?).',
        'لا صفحة لهذا العنصر على الموقع (طبق لمطعم آخر؟).',
      );
    const rendered = await renderRoutes({ entry, site, app, pages, content, frame, outDir: dir });
    if (rendered.failedReads.length > 0) throw CMS_DOWN(rendered.failedReads);
    await deriveImages({ content, cms, cacheDir: options.mediaCache, outDir: dir, log });
    // The page's styles (the brand's in them) are inline (publish/steps/styles.ts): it needs
    // nothing of this folder.
    const html = await readFile(fileForPath(dir, address), 'utf8');
    if (!sitePage) return html;
    const entries = rendered.entries[0] ?? {};
    const restaurant = Object.entries(entries).find(([key]) => key.startsWith('restaurant:'))?.[1];
    const marked = await markEditable(html, {
      entries,
      hoursIds: await hoursIds(cms.client, restaurant),
      dishPath: entry.pages.dish,
    });
    return marked.html;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
