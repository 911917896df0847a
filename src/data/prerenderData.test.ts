/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import {
  jsonForScript,
  loadPrerenderData,
  pageDataAddress,
  prerenderDataJson,
  prerenderDataScript,
  readPrerenderRef,
  safeJsonForHtml,
} from './prerenderData';
import type { PageStrings } from '../i18n/messages';
import { createPublishedData } from './published';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

const SRC = pageDataAddress('0123abcd.json');
const answer =
  (body: string, status = 200) =>
  () =>
    Promise.resolve(new Response(body, { status }));

describe('the data a prerendered page names', () => {
  it('cannot be broken out of by CMS text, and reads back to the same value', () => {
    const hostile = '/</script><script>alert(1)</script><!-- \u2028 & >';
    const json = jsonForScript({ path: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ path: hostile });
    const doc = documentWith(prerenderDataScript({ path: hostile, src: SRC }));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readPrerenderRef(doc)).toEqual({ path: hostile, src: SRC });
  });

  it('is ignored when missing, corrupted, of the wrong shape or not a data file of the site', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = (json: string) =>
      readPrerenderRef(documentWith(`<script type="application/json" id="prerender-data">${json}</script>`));
    expect(readPrerenderRef(documentWith('<div id="root"></div>'))).toBeNull();
    expect(element('{"path":"/",')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(element(`{"path":1,"src":"${SRC}"}`)).toBeNull();
    expect(element('{"path":"/","src":"https://elsewhere.example/data/pages/x.json"}')).toBeNull();
    expect(element('{"path":"/","entries":{}}')).toBeNull();
    warn.mockRestore();
  });
});

describe('loadPrerenderData', () => {
  const ref = { path: '/shop', src: SRC };
  const entries = { 'restaurant:x': { name: 'Saffron House' } };
  /** The site's reader of data files (src/data/published.ts) over a given answer. */
  const reader = (fetch: typeof globalThis.fetch) => createPublishedData({ fetch }).file;

  it('gives the entries of the file the page names, asked for as boot preloads it', async () => {
    const doFetch = vi.fn<typeof fetch>(answer(prerenderDataJson({ path: '/shop', entries })));
    expect(await loadPrerenderData(ref, reader(doFetch))).toEqual({ path: '/shop', entries });
    expect(doFetch).toHaveBeenCalledTimes(1);
    expect(doFetch.mock.calls[0]![0]).toBe(SRC);
    // No headers of its own, or the browser would not hand it the preloaded answer.
    expect(Object.keys(doFetch.mock.calls[0]![1] ?? {})).toEqual(['signal']);
  });

  it('gives the page’s strings with its entries, and leaves out strings it cannot use', async () => {
    const strings: PageStrings = { language: 'ar', areas: ['common'], messages: { 'header.openMenu': 'فتح القائمة' } };
    const withStrings = prerenderDataJson({ path: '/shop', entries, strings });
    expect(await loadPrerenderData(ref, reader(answer(withStrings)))).toEqual({ path: '/shop', entries, strings });
    // Strings of another shape (a language the site has not, a text that is not one): the entries
    // still hydrate the page, and the strings load from their chunks, with a warning naming the file.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of [
      { ...strings, language: 'fr' },
      { ...strings, areas: 'common' },
      { ...strings, messages: { 'header.openMenu': 42 } },
      'common',
    ]) {
      const file = JSON.stringify({ path: '/shop', entries, strings: bad });
      expect(await loadPrerenderData(ref, reader(answer(file)))).toEqual({ path: '/shop', entries });
    }
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0]![0])).toBe(
      `[prerender] ${SRC}: its strings are not as the publisher writes them; loading them apart`,
    );
    warn.mockRestore();
  });

  it('says the file is gone (a publish replaced the version) on a 404', async () => {
    expect(await loadPrerenderData(ref, reader(answer('', 404)))).toBe('gone');
  });

  it('gives nothing, with a warning naming the file, when it cannot be used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await loadPrerenderData(ref, reader(offline))).toBeNull();
    expect(await loadPrerenderData(ref, reader(answer('oops', 500)))).toBeNull();
    // Cut off, another page's, or not page data at all.
    expect(await loadPrerenderData(ref, reader(answer('{"path":"/shop","entr')))).toBeNull();
    expect(await loadPrerenderData(ref, reader(answer(prerenderDataJson({ path: '/', entries }))))).toBeNull();
    expect(await loadPrerenderData(ref, reader(answer('{"path":"/shop","entries":[]}')))).toBeNull();
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      `[prerender] ${SRC}: The site's data (pages/0123abcd.json) could not be loaded: Failed to fetch; rendering in the browser`,
      `[prerender] ${SRC}: The site's data (pages/0123abcd.json) answered 500; rendering in the browser`,
      `[prerender] ${SRC}: The site's data (pages/0123abcd.json) is not readable JSON; rendering in the browser`,
      `[prerender] ${SRC}: is not this page’s data; rendering in the browser`,
      `[prerender] ${SRC}: is not this page’s data; rendering in the browser`,
    ]);
    warn.mockRestore();
  });
});

describe('safeJsonForHtml', () => {
  it('escapes <, >, &, U+2028 and U+2029 and stays the same JSON value', () => {
    const value = { a: '</script><!--', b: 'x & y', c: '\u2028\u2029' };
    const out = safeJsonForHtml(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out)).toEqual(value);
    expect(safeJsonForHtml(undefined)).toBe('null');
  });
});
