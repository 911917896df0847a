/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { jsonForScript, prerenderDataScript, readPrerenderData, safeJsonForHtml } from './prerenderData';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

describe('the data a prerendered page carries', () => {
  it('cannot be broken out of by CMS text, and reads back to the same value', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- \u2028 & >' };
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
    const doc = documentWith(prerenderDataScript({ path: '/', entries: { 'restaurant:x': hostile } }));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readPrerenderData(doc)).toEqual({ path: '/', entries: { 'restaurant:x': hostile } });
  });

  it('is ignored, with a warning, when missing, corrupted or of the wrong shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPrerenderData(documentWith('<div id="root"></div>'))).toBeNull();
    expect(
      readPrerenderData(documentWith('<script type="application/json" id="prerender-data">{"path":"/",</script>')),
    ).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(
      readPrerenderData(
        documentWith('<script type="application/json" id="prerender-data">{"path":1,"entries":{}}</script>'),
      ),
    ).toBeNull();
    expect(
      readPrerenderData(
        documentWith('<script type="application/json" id="prerender-data">{"path":"/","entries":[]}</script>'),
      ),
    ).toBeNull();
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
