/**
 * Prerender step "render routes": every planned page becomes a static HTML file, with the same
 * React blocks the browser hydrates and the CMS content of now. A page whose inputs did not
 * change since the live version (its reads, images, head and everything pages share: see
 * publish/incremental.ts) is hard-linked from it instead, with its compressed copies. Each page's
 * data (what it hydrates with) is a file of its own, `data/pages/<hash of its content>.json`,
 * which the page names (src/data/prerenderData.ts). The version's `.pages.json` records what
 * each page was made from, for the next publish.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { compressCopies } from '../precompress.ts';
import { dirname, join } from 'node:path';
import { DATA_DIR } from '../../src/data/published.ts';
import {
  jsonForScript,
  PAGE_DATA_DIR,
  pageDataAddress,
  prerenderDataJson,
  prerenderDataScript,
} from '../../src/data/prerenderData.ts';
import { fillTemplate } from '../page-template.ts';
import { fileOfUrl } from '../url-file.ts';
import { eachAtOnce } from '../at-once.ts';
import { pageHash, readPagesManifest, reusePage, writePagesManifest, type PageRecord } from '../incremental.ts';
import type { PageSite } from '../../src/site/pageSite.ts';
import type { PageFrame } from './frame.ts';
import type { SiteContent } from './load.ts';
import type { PlannedPage } from './plan-pages.ts';
import { fitStyles } from './styles.ts';
import type { Timings } from '../timings.ts';
import { LARGE_PUBLISH_PAGES, type PublishTurn } from '../precedence.ts';
import type { AppFrame, ServerEntry } from './read-app.ts';

export interface RenderInput {
  entry: Pick<ServerEntry, 'renderPage'>;
  /** The site the pages belong to: its restaurant and public address. */
  site: PageSite;
  /** The page template (index.html without the app's scripts). */
  app: { scripts: Pick<AppFrame['scripts'], 'template'> };
  pages: readonly PlannedPage[];
  content: Pick<SiteContent, 'reads' | 'media' | 'languages'>;
  frame: Pick<PageFrame, 'shared' | 'themeColor' | 'arabicDigits'>;
  outDir: string;
  /** The live version's folder, whose unchanged pages are linked instead of rendered. */
  previous?: string;
  /** Where the check of unchanged pages ('check') and the rendering ('render') add their times. */
  timings?: Timings;
  /**
   * The publish's turn among the publisher's others (publish/precedence.ts): with more than
   * LARGE_PUBLISH_PAGES to render, it lets small publishes go first, pausing before a page.
   */
  turn?: PublishTurn;
  /**
   * Brotli quality of the pages' compressed copies, made as each page is written (zlib works on
   * libuv's threads while the next page renders); without it, the pages get none here.
   */
  compress?: number;
}

export interface RenderedRoutes {
  /** Pages written: rendered now or linked from the live version. */
  pages: number;
  rendered: number;
  /** The query results each page was made with, in page order (they become the data files). */
  entries: Record<string, unknown>[];
  /** Reads that failed while pages rendered (those sections show placeholders). */
  failedReads: string[];
}

/** How many CMS reads the check of unchanged pages makes at a time. */
export const READS_AT_ONCE = 6;
/** How many unchanged pages are linked from the live version at a time. */
const LINKS_AT_ONCE = 16;
/**
 * How many pages at most are being written and compressed while the next renders. Compression
 * runs on libuv's few threads, slower than rendering: unbounded, a full republish would queue
 * hundreds of pages there, and a small publish's own pages (publish/precedence.ts) would wait
 * behind them even while the full one pauses.
 */
const WRITES_AT_ONCE = 4;

/** The file an address is written to: `/` → index.html, `/ar/shop` → ar/shop/index.html. */
export function fileForPath(outDir: string, path: string): string {
  return join(fileOfUrl(outDir, path), 'index.html');
}

/** Where a page's data file is written: `data/pages/<name>`. */
const dataFileOf = (dir: string, name: string) => join(dir, DATA_DIR, PAGE_DATA_DIR, name);

/** A data file's name: a hash of its content, so a version's page and data cannot mix with another's. */
export const pageDataName = (json: string) => `${createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`;

export async function renderRoutes(input: RenderInput): Promise<RenderedRoutes> {
  const { entry, content, frame, outDir, previous } = input;
  const { reads, media } = content;
  const checkStarted = performance.now();
  const before = await readPagesManifest(previous);
  const reusable = before?.shared === frame.shared ? before.pages : {};
  // The reads the live version's pages were made from, asked again all at once (a few at a time,
  // the dish pages' reads of one dish each in one read) rather than page after page: whether a
  // page changed is then known without a wait per read.
  await reads.readResults([...new Set(Object.values(reusable).flatMap((page) => page.reads))], READS_AT_ONCE);
  const records: Record<string, PageRecord> = {};
  const entries: Record<string, unknown>[] = [];
  const failed = new Set<string>();
  const errors: string[] = [];
  let reused = 0;
  /** The hash of what a page is made from: its head, its reads' results and its images' addresses. */
  const hash = async (page: PlannedPage, pageReads: Iterable<string>, images: Iterable<string>) =>
    pageHash(
      frame.shared,
      page.head + JSON.stringify(page.bootModules) + JSON.stringify(page.strings),
      await Promise.all([...pageReads].map(reads.readResult)),
      [...images].map((id) => media.assetUrl(id)),
    );
  // Pages unchanged since the live version: linked from it, many at a time (hashing one marks its
  // images as used). A page that cannot be linked is rendered below.
  const linked = new Map<string, PageRecord>();
  const folders = new Set<string>();
  await eachAtOnce(input.pages, LINKS_AT_ONCE, async (page) => {
    const earlier = previous === undefined ? undefined : reusable[page.address];
    if (!earlier?.data || previous === undefined) return;
    if ((await hash(page, earlier.reads, earlier.images)) !== earlier.hash) return;
    // Its data file first: a page is linked only with the data it names.
    if (!(await reusePage(dataFileOf(previous, earlier.data), dataFileOf(outDir, earlier.data), folders))) return;
    if (await reusePage(fileForPath(previous, page.address), fileForPath(outDir, page.address), folders))
      linked.set(page.address, earlier);
  });
  input.timings?.add('check', performance.now() - checkStarted);
  if (input.pages.length - linked.size > LARGE_PUBLISH_PAGES) input.turn?.becomeLarge();
  const renderStarted = performance.now();
  // Pages render one after another (their reads are recorded one page at a time); their files
  // are written, and compressed, while the next pages render.
  const writes: Promise<void>[] = [];
  const pending = new Set<Promise<void>>();
  const writeOut = async (file: string, text: string) => {
    if (!folders.has(dirname(file))) await mkdir(dirname(file), { recursive: true });
    folders.add(dirname(file));
    // Whatever stands there goes first (the app's shell, a link a failed reuse left): a write
    // into a linked file would change the live version's page too.
    await Promise.all(['', '.br', '.gz'].map((suffix) => rm(file + suffix, { force: true })));
    const bytes = Buffer.from(text);
    await writeFile(file, bytes);
    if (input.compress !== undefined) await compressCopies(file, bytes, input.compress);
  };
  try {
    for (const page of input.pages) {
      const { address } = page;
      const file = fileForPath(outDir, address);
      const earlier = linked.get(address);
      if (earlier) {
        entries.push(earlier.entries);
        records[address] = earlier;
        reused += 1;
        continue;
      }

      // Room among the pages being written first, then this publish's turn.
      while (pending.size >= WRITES_AT_ONCE) await Promise.race(pending);
      await input.turn?.yield();
      const made = await reads.record(() =>
        entry.renderPage(`http://prerender.invalid${address}`, {
          client: reads.client,
          site: { slug: input.site.slug, url: input.site.url },
          languages: content.languages,
          arabicDigits: frame.arabicDigits,
        }),
      );
      const { cache, html, errors: pageErrors } = made.result;
      cache.failedKeys().forEach((key) => failed.add(key));
      const pageEntries = cache.snapshot();
      entries.push(pageEntries);
      if (pageErrors.length > 0) errors.push(`${address}: ${pageErrors[0]}`);
      // A page whose reads all answered shows in the browser what its HTML shows: its inline CSS
      // can leave out the classes fixed at prerender it does not use. One with a failed read is
      // read again in the browser, which may render what the HTML lacks: it keeps the whole.
      const shown = cache.failedKeys().length === 0 ? fitStyles(page, html) : page;
      const data = prerenderDataJson({ path: address, entries: pageEntries, strings: page.strings });
      const dataName = pageDataName(data);
      if (cache.failedKeys().length === 0)
        records[address] = {
          hash: await hash(page, made.reads, made.images),
          reads: [...made.reads],
          images: [...made.images],
          entries: pageEntries,
          data: dataName,
        };
      const written = Promise.all([
        writeOut(dataFileOf(outDir, dataName), data),
        writeOut(
          file,
          fillTemplate(input.app.scripts.template, {
            htmlAttributes: page.htmlAttributes,
            head: shown.head,
            styleHash: shown.styleHash,
            themeColor: frame.themeColor,
            body: html,
            afterRoot: `${prerenderDataScript({ path: address, src: pageDataAddress(dataName) })}<script type="application/json" id="boot-modules">${jsonForScript(page.bootModules)}</script>`,
          }),
        ),
      ]).then(() => undefined);
      // Its failure is reported below, once every page has rendered.
      const settled = written.catch(() => undefined);
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      writes.push(written);
    }
  } finally {
    // No write outlives the step, even when a page's render threw.
    await Promise.allSettled(writes);
  }
  await Promise.all(writes);
  if (errors.length > 0)
    throw new Error(
      `prerender: ${errors.length} pages threw while rendering (code that runs on the server must not touch window or document):\n${errors.slice(0, 5).join('\n')}`,
    );
  await writePagesManifest(outDir, { shared: frame.shared, pages: records });
  input.timings?.add('render', performance.now() - renderStarted);
  return { pages: input.pages.length, rendered: input.pages.length - reused, entries, failedReads: [...failed] };
}
