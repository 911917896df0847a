/**
 * The prerender: every route of site.config.json, in every language of the version (Arabic only
 * when the restaurant's enable_arabic is on), rendered to static HTML with the CMS content of
 * now, plus the not-found shell, the offline pages and web app manifests, the data files the browser reads instead of the CMS, sitemap.xml,
 * robots.txt and the images. `npm run build` runs it into dist/; each publish into a staging
 * folder (publish/pipeline.ts). Each step is a module of publish/steps/ (docs/publishing.md).
 * A CMS that is down gives pages with placeholders, and the report names the failed reads (a
 * publish then keeps the live version).
 */
import { join } from 'node:path';
import type { ColorSchemeModel, LocalizedText } from '../src/generated/types.ts';
import type { DeriveReport } from './media.ts';
import type { RenderSite } from './sites.ts';
import { cmsThemes, type Schemes } from './themes.ts';
import { deriveImages } from './steps/derive-images.ts';
import { writeFrame } from './steps/frame.ts';
import { writeIcons } from './steps/icons.ts';
import { load, publisherCms, type SiteContent } from './steps/load.ts';
import { writeOffline } from './steps/offline.ts';
import { planPages } from './steps/plan-pages.ts';
import { readApp, type ServerEntry } from './steps/read-app.ts';
import { renderRoutes } from './steps/render-routes.ts';
import { inlineStyles } from './steps/styles.ts';
import { validate } from './steps/validate.ts';
import { writeData } from './steps/write-data.ts';
import { writeSitemap } from './steps/write-sitemap.ts';
import { ROOT } from '../build/schema-files.ts';
import { recordsUsed } from './usage.ts';
import type { Timings } from './timings.ts';
import type { PublishTurn } from './precedence.ts';

export type { ServerEntry };

export interface PrerenderOptions {
  entry: ServerEntry;
  /**
   * The site: its restaurant, public address, own words, and its CMS with the static token of that
   * CMS's read-only "Site publisher" user (every read is made with it, none anonymously).
   */
  site: RenderSite;
  /**
   * The installation's other restaurants, for this version's data/themes.json (publish/themes.ts):
   * the schemes their live versions were published with, and the sites of this site's CMS, whose
   * schemes are read from it as this site publishes.
   */
  themes?: { published: Schemes; sameCms: readonly string[] };
  /** The folder the app was built into; the pages are written beside it. */
  outDir: string;
  log: (line: string) => void;
  /** Where derived images are kept between builds (publish/media.ts); the publisher keeps it beside its versions. */
  mediaCache?: string;
  /** The live version's folder: pages whose inputs did not change are linked from it instead of rendered. */
  previous?: string;
  /** Where each step's time is added (publish/timings.ts). */
  timings?: Timings;
  /** The publish's turn among the publisher's others (publish/precedence.ts). */
  turn?: PublishTurn;
  /** Brotli quality of the pages' compressed copies, made as they are written (a publish); none without. */
  compress?: number;
}

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
  /** The dishes' names, by "menu_items:<id>": the publish log names what changed (publish/summary.ts). */
  names: Record<string, { en: string; ar: string }>;
  /** What the service worker precaches: the offline pages and what every page loads first (publish/steps/offline.ts). */
  precache: string[];
  /** The restaurant's colour scheme as published (data/themes.json), null without colours of its own. */
  scheme: ColorSchemeModel | null;
  /** The record ids the version was made from, as `collection:id` (publish/usage.ts). */
  records: string[];
  /** The restaurant's record id and name, for the publish log. */
  restaurant: { id: string | null; name: LocalizedText };
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const { entry, site, outDir, log, previous, timings, turn } = options;
  const time = async <T>(step: string, work: () => Promise<T>) => {
    await turn?.yield();
    return timings ? timings.time(step, work) : work();
  };
  const cms = publisherCms(entry, site.cms);
  const app = await readApp({ entry, outDir });
  const content = await time('reads', () => load({ entry, slug: site.slug, cms, log }));
  const frame = await writeFrame({ entry, site, app, content, outDir });
  const offline = await writeOffline({ entry, app, content, frame, outDir });
  const descriptions = entry.siteDescriptions(
    entry.routes.map((route, index) => ({ path: route.path, description: app.modules[index]!.description })),
    site.words.descriptions ?? {},
    content.restaurant.name,
  );
  const pages = await inlineStyles({ pages: planPages({ entry, site, app, content, frame, descriptions }), outDir });
  const rendered = await renderRoutes({
    entry,
    site,
    app,
    pages,
    content,
    frame,
    outDir,
    previous,
    timings,
    turn,
    compress: options.compress,
  });
  // Over every record the pages read: a value the site would refuse stops here, before any data file.
  const checked = validate({ content, log });
  const scheme = content.restaurant.colorScheme;
  // Not a read of any page: one that fails leaves the other restaurants' schemes as published.
  const sameCms = await cmsThemes(cms.client, options.themes?.sameCms ?? []).catch((error: unknown) => {
    log(
      `[prerender] the colour schemes of the other restaurants could not be read (${String(error)}); the published ones are kept`,
    );
    return {};
  });
  await time('data', async () => {
    const themes = { ...options.themes?.published, ...sameCms, [site.slug]: scheme };
    await writeData({ content, rendered, themes, outDir });
    await writeSitemap({ entry, siteUrl: site.url, content, outDir });
  });
  const cacheDir = options.mediaCache ?? join(ROOT, '.tmp', 'media-cache');
  const images = await time('images', () => deriveImages({ content, cms, cacheDir, outDir, log }));
  // The site's icons, from its logo once that is derived.
  await writeIcons({ content, frame, outDir });
  // Every failed read counts, the pages' own included (publish/reads.ts, watchReads).
  const failedReads = [...new Set([...content.failedReads, ...content.readFailures(), ...rendered.failedReads])];
  const report = {
    pages: rendered.pages,
    rendered: rendered.rendered,
    failedReads,
    images,
    notes: checked.notes,
    names: dishNames(content),
    precache: offline.precache,
    scheme,
    records: recordsUsed(content),
    restaurant: {
      id: content.restaurant.id === null || content.restaurant.id === undefined ? null : String(content.restaurant.id),
      name: content.restaurant.name,
    },
  };
  summarize(report, content, log);
  return report;
}

function dishNames(content: SiteContent): PrerenderReport['names'] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return Object.fromEntries(
    content.menuRows.flatMap((row) => {
      const en = text(row.name_en);
      const ar = text(row.name_ar);
      return en || ar ? [[`menu_items:${String(row.id)}`, { en: en || ar, ar: ar || en }]] : [];
    }),
  );
}

function summarize(report: PrerenderReport, content: SiteContent, log: (line: string) => void): void {
  const { failedReads: failed, images, pages, rendered } = report;
  if (failed.length > 0)
    log(
      `[prerender] WARNING: ${failed.length} CMS reads failed at build time; those sections were prerendered with placeholders and the browser reads them again on load (${failed.slice(0, 5).join(', ')}${failed.length > 5 ? ', …' : ''}).`,
    );
  const dishes = content.itemIds.length;
  log(
    `[prerender] ${pages} pages in ${content.languages.join(' + ')}${dishes ? `, ${dishes} dishes` : ''} ` +
      `(${rendered} rendered, ${pages - rendered} unchanged); ` +
      `${images.derived + images.reused} images (${images.derived} derived, ${images.reused} from the cache).`,
  );
}
