/**
 * The CMS data a prerendered page was built with, so the browser's first render matches the
 * HTML. It travels beside the page, not inside it: the page names its file
 * (`<script type="application/json" id="prerender-data">{"path":…,"src":…}</script>`), which the
 * publisher writes under `/data/pages/`, named by a hash of its content (publish/steps/render-routes.ts).
 *
 * Why a file: inside the page it was 3–4.5 KB of its brotli bytes (`/`, `/shop`), which took the
 * pages that open on a large image past what a first round trip carries (~14 KB): one round trip
 * more before anything showed (Lighthouse mobile, `/` LCP 1.18 → 1.05 s). The app asks for it after
 * the first view (src/perf/boot.ts preloads it with the app's modules).
 *
 * Named by its content, a page's data cannot come from another version than its HTML: after a
 * publish the old file is gone (the page reloads once, `reloadOnce`), never replaced.
 */
import { isLanguage } from '../i18n/available';
import type { PageStrings } from '../i18n/messages';
import { DATA_ADDRESS } from './published';

export const PRERENDER_DATA_ID = 'prerender-data';
/** The folder of the pages' data files, under the site's `/data/`. */
export const PAGE_DATA_DIR = 'pages';
/** Where the pages' data files are served: `/data/pages/`. */
export const PAGE_DATA_ADDRESS = `${DATA_ADDRESS}${PAGE_DATA_DIR}/`;
/** The address of a page's data file, from the name the publisher gave it. */
export const pageDataAddress = (name: string) => `${PAGE_DATA_ADDRESS}${name}`;

export interface PrerenderData {
  /** The address the page was rendered for. */
  path: string;
  /** Query cache entries by key. */
  entries: Record<string, unknown>;
  /**
   * The interface strings its page script and islands read, in the page's language
   * (src/i18n/messages.ts, `stringsFromPage`): none of their areas' chunks load then.
   */
  strings?: PageStrings;
}

/** What the page itself says of its data: the address it was made for and its file. */
export interface PrerenderDataRef {
  path: string;
  src: string;
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a `<script>` element of data (the page's data here, the JSON-LD of src/seo/head.ts):
 * `<`, `>`, `&`, U+2028 and U+2029 become `\uXXXX` escapes (still the same JSON value), so
 * `</script>` or `<!--` in CMS data cannot end the element. Values JSON cannot hold (undefined,
 * functions) give `null`.
 */
export function safeJsonForHtml(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);
}

/** JSON safe inside a <script type="application/json"> element (the page's data, boot's module list). */
export const jsonForScript = safeJsonForHtml;

export function prerenderDataScript(ref: PrerenderDataRef): string {
  return `<script type="application/json" id="${PRERENDER_DATA_ID}">${jsonForScript(ref)}</script>`;
}

/** The file's content: the page's address, its entries and its strings. */
export const prerenderDataJson = (data: PrerenderData): string => JSON.stringify(data);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's data file, or null when it names none or not as the build writes it (a site path under /data/). */
export function readPrerenderRef(doc: Document): PrerenderDataRef | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value)) return null;
    const { path, src } = value;
    if (typeof path !== 'string' || typeof src !== 'string' || !src.startsWith(pageDataAddress(''))) return null;
    return { path, src };
  } catch {
    console.warn('[prerender] unreadable #prerender-data; rendering in the browser');
    return null;
  }
}

/** The file's strings as the publisher writes them, or undefined (their areas then load as chunks). */
function readStrings(value: unknown): PageStrings | undefined {
  if (!isRecord(value)) return undefined;
  const { language, areas, messages } = value;
  if (!isLanguage(language)) return undefined;
  if (!Array.isArray(areas) || !areas.every((area) => typeof area === 'string')) return undefined;
  if (!isRecord(messages) || !Object.values(messages).every((text) => typeof text === 'string')) return undefined;
  return { language, areas, messages } as PageStrings;
}

/**
 * The page's data from its file, read with `file` (PublishedData's, src/data/published.ts).
 * `'gone'` when the file is not there (404): a publish replaced the version this page came from.
 * Null, with a warning, when it cannot be read (offline and never kept, a server error, a file
 * that is not the page's data): the page is then rendered in the browser from the live version's
 * data files.
 */
export async function loadPrerenderData(
  ref: PrerenderDataRef,
  file: (file: string) => Promise<unknown>,
): Promise<PrerenderData | 'gone' | null> {
  let why = 'is not this page’s data';
  try {
    const value = await file(ref.src.slice(DATA_ADDRESS.length));
    if (value === null) return 'gone';
    if (isRecord(value) && value.path === ref.path && isRecord(value.entries)) {
      const strings = readStrings(value.strings);
      if (value.strings !== undefined && !strings)
        console.warn(`[prerender] ${ref.src}: its strings are not as the publisher writes them; loading them apart`);
      return { path: value.path, entries: value.entries, ...(strings ? { strings } : {}) };
    }
  } catch (error) {
    why = error instanceof Error ? error.message : String(error);
  }
  console.warn(`[prerender] ${ref.src}: ${why}; rendering in the browser`);
  return null;
}
