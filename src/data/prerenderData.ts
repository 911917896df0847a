/**
 * The CMS data a prerendered page was built with travels inside the page as JSON
 * (`<script type="application/json" id="prerender-data">`), so the browser's first render
 * matches the HTML. It is data, never executed, and is escaped so no CMS text can close the tag.
 */
import { safeJsonForHtml } from '../seo/head';

export const PRERENDER_DATA_ID = 'prerender-data';

export interface PrerenderData {
  /** The address the page was rendered for. */
  path: string;
  /** Query cache entries by key. */
  entries: Record<string, unknown>;
}

/** JSON safe inside a <script> element (the same escaping as the JSON-LD blocks). */
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
