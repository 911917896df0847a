/**
 * The CMS data a prerendered page was built with travels inside the page as JSON
 * (`<script type="application/json" id="prerender-data">`), so the browser's first render
 * matches the HTML. It is data, never executed, and is escaped so no CMS text can close the tag.
 */
export const PRERENDER_DATA_ID = 'prerender-data';

export interface PrerenderData {
  /** The address the page was rendered for. */
  path: string;
  /** Query cache entries by key. */
  entries: Record<string, unknown>;
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

export function prerenderDataScript(data: PrerenderData): string {
  return `<script type="application/json" id="${PRERENDER_DATA_ID}">${jsonForScript(data)}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's data, or null when it has none or it is not what the build wrote. */
export function readPrerenderData(doc: Document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value)) return null;
    const { path, entries } = value;
    if (typeof path !== 'string' || !isRecord(entries)) return null;
    return { path, entries };
  } catch {
    console.warn('[prerender] the page data could not be read; rendering from the CMS');
    return null;
  }
}
