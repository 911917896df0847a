/**
 * Prerender step "styles": a page's first-view stylesheets, inlined in its head. A page's first
 * view needs the app's base stylesheet, its sections' and the brand's: linked one by one they were
 * up to five render-blocking requests, and combined into one file still one request after the
 * page itself. Here the parts are concatenated in their cascade order and written into the head
 * as one `<style>`, so the first paint waits for the page alone. The parts stay named in the head
 * as disabled links, which the browser does not fetch: the app's module preload helper (Vite's)
 * counts a `link[rel=stylesheet]` with a part's address as loaded, so opening a lazily loaded
 * section does not fetch a part a second time. Their `url(…)` references are absolute
 * (`/assets/…`), so they hold inline too. Once a page is rendered, the render step fits its
 * style to its HTML (`fitStyles` below): rules of classes the prerender alone decides, which the
 * page does not use, are left out.
 *
 * The served Content-Security-Policy allows inline styles only together with the page's own
 * narrower policy: the page names its `<style>` by its hash in a
 * `<meta http-equiv="Content-Security-Policy">` (the page's `styleHash`, written by
 * publish/page-template.ts), and a browser enforces both policies, so no other inline style
 * and no style attribute applies (docs/security.md).
 *
 * Speed technique (src/perf/README.md). What it buys on `npm run bench`: one stylesheet instead
 * of five (mobile, medians of 5, 2026-11-27): `/shop` LCP 1.79 → 1.62 s, `/reservation`
 * 1.66 → 1.53 s. Inline instead of one file (a mobile-only run, medians of 3, 2026-11-28; the full
 * run's figures are in bench/README.md): LCP on the cart
 * 1.20 → 0.96 s, `/reservation` 1.14 → 0.99 s, the dish page 1.20 → 1.07 s, `/contact`
 * 1.20 → 1.06 s. The pages that open on a large image (`/`, `/ar/`, `/shop`, `/ar/shop`) stay
 * at 1.13–1.23 s either way: their HTML is larger (the CSS rides on it) and the image, not the
 * first paint, is their LCP. A `<link rel="expect" blocking="render">` that held the first paint
 * until the whole page was parsed changed neither LCP nor TBT there, and was left out. The cost:
 * every page carries its first view's CSS (about 7 KB compressed), also on a second page, where a
 * stylesheet file would have come from the cache, and a new brand colour changes every page.
 *
 * When it could go: if the first view's CSS became small enough to matter less than a request
 * (the blocks' CSS split by first view), or if the bench over HTTP/2 with Early Hints stopped
 * telling a linked stylesheet from an inline one. Before removing it, run the bench on `/shop`,
 * `/reservation` and `/` and compare their LCP.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss, { type Root } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { classesInHtml, isFixedAtPrerender } from '../../src/render/fixedClasses.ts';
import type { PlannedPage } from './plan-pages.ts';

export interface StylesInput {
  pages: readonly PlannedPage[];
  /** The folder being written (the version): where the brand's part is. */
  outDir: string;
  /**
   * Folders the parts are read from, the first that has one wins (default: outDir). The preview
   * reads the app's from the kept build and the brand's from its own folder.
   */
  sources?: readonly string[];
}

/** The source map comment a built stylesheet ends with: it would name a file the page does not load. */
const SOURCE_MAP = /\/\*# sourceMappingURL=[^*]*\*\/\s*/g;

/**
 * The text of a `<style>` holding `css`: a `</` would end the element early (CSS reads `<\/` as
 * the same characters), and the HTML parser reads every line break as `\n`, which the hash must
 * match.
 */
function styleText(css: string): string {
  return css.replace(/\r\n?/g, '\n').replace(/<\//g, '<\\/');
}

/** The CSP hash source of an inline element's text (`sha256-<base64>`). */
function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The head's style tags: the inline first view, then each part as a disabled link (never fetched). */
function styleTags(text: string, parts: readonly string[]): string[] {
  return [`<style>${text}</style>`, ...parts.map((href) => `<link rel="stylesheet" href="${href}" disabled>`)];
}

export async function inlineStyles({ pages, outDir, sources = [outDir] }: StylesInput): Promise<PlannedPage[]> {
  const parts = new Map<string, Promise<string>>();
  const read = (href: string) => {
    if (!parts.has(href))
      parts.set(
        href,
        (async () => {
          if (!/^\/assets\/[\w.-]+\.css$/.test(href))
            throw new Error(`prerender: ${href} is not a stylesheet of /assets/`);
          for (const dir of sources) {
            const css = await readFile(join(dir, href), 'utf8').catch(() => null);
            if (css === null) continue;
            // An @import stops counting once another rule stands before it: it would be dropped.
            if (/@import\b/.test(css)) throw new Error(`prerender: ${href} has an @import, which cannot be combined`);
            return css.replace(SOURCE_MAP, '').replace(/\s*$/, '\n');
          }
          throw new Error(`prerender: the first-view stylesheet ${href} is not in the build`);
        })(),
      );
    return parts.get(href)!;
  };
  const combined = new Map<string, Promise<{ css: string; text: string; hash: string }>>();
  const combine = (list: readonly string[]) => {
    const key = list.join('\n');
    if (!combined.has(key))
      combined.set(
        key,
        (async () => {
          const css = (await Promise.all(list.map(read))).join('');
          const text = styleText(css);
          return { css, text, hash: cspHash(text) };
        })(),
      );
    return combined.get(key)!;
  };
  return Promise.all(
    pages.map(async (page): Promise<PlannedPage> => {
      if (page.stylesheets.length === 0) return page;
      const { css, text, hash } = await combine(page.stylesheets);
      return {
        ...page,
        head: [page.head, ...styleTags(text, page.stylesheets)].join('\n    '),
        styleHash: hash,
        firstView: { css, head: page.head },
      };
    }),
  );
}

/** The classes fixed at prerender that a selector needs (those inside `:not()` excepted). */
function fixedClassesOf(selector: string): string[] {
  const names: string[] = [];
  selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent)
        if (parent.type === 'pseudo' && parent.value === ':not') return;
      if (isFixedAtPrerender(node.value)) names.push(node.value);
    });
  }).processSync(selector);
  return names;
}

interface ParsedFirstView {
  root: Root;
  /** The fixed classes each selector needs. */
  fixed: Map<string, string[]>;
  /** Every fixed class the CSS names. */
  named: Set<string>;
  /** The fitted text and its hash, by the fixed classes a page uses: most pages share a few. */
  fitted: Map<string, { text: string; hash: string }>;
}

/** Parsed first views, by CSS text: a publish has a few; the previews' and other sites' come and go. */
const parsed = new Map<string, ParsedFirstView>();
function parse(css: string): ParsedFirstView {
  let entry = parsed.get(css);
  if (!entry) {
    const root = postcss.parse(css);
    const fixed = new Map<string, string[]>();
    root.walkRules((rule) => {
      for (const selector of rule.selectors) if (!fixed.has(selector)) fixed.set(selector, fixedClassesOf(selector));
    });
    entry = { root, fixed, named: new Set([...fixed.values()].flat()), fitted: new Map() };
    if (parsed.size >= 32) parsed.delete(parsed.keys().next().value!);
    parsed.set(css, entry);
  }
  return entry;
}

/** The CSS without the rules of the fixed classes not in `used` (some of those it names). */
function fitted({ root, fixed }: ParsedFirstView, used: ReadonlySet<string>): { text: string; hash: string } {
  const kept = (selector: string) => fixed.get(selector)!.every((name) => used.has(name));
  const fitted = root.clone();
  fitted.walkRules((rule) => {
    const selectors = rule.selectors.filter(kept);
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  // An at-rule (a media query) left empty goes too, and then one holding only such.
  for (let emptied = true; emptied;) {
    emptied = false;
    fitted.walkAtRules((atRule) => {
      if (atRule.nodes === undefined || atRule.nodes.length > 0) return;
      atRule.remove();
      emptied = true;
    });
  }
  const text = styleText(fitted.toString());
  return { text, hash: cspHash(text) };
}

/**
 * The page with its inline first view fitted to its prerendered HTML (`body`): the rules of classes
 * fixed at prerender (src/render/fixedClasses.ts) that the page does not use are left out, and
 * its style policy names the shorter text. On `/` that is 4.3 of its 27.5 KB of CSS (321 bytes of
 * brotli), which brings the Arabic home's HTML within a new connection's first round trip.
 * A page without such rules is returned as it is.
 */
export function fitStyles(page: PlannedPage, body: string): PlannedPage {
  if (!page.firstView) return page;
  const entry = parse(page.firstView.css);
  const inHtml = classesInHtml(body);
  const used = new Set([...entry.named].filter((name) => inHtml.has(name)));
  // Every fixed class the CSS names is on the page: no selector needs one it lacks.
  if (used.size === entry.named.size) return page;
  const key = [...used].sort().join(' ');
  if (!entry.fitted.has(key)) entry.fitted.set(key, fitted(entry, used));
  const style = entry.fitted.get(key)!;
  return {
    ...page,
    head: [page.firstView.head, ...styleTags(style.text, page.stylesheets)].join('\n    '),
    styleHash: style.hash,
  };
}
