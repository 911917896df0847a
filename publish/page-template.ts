/**
 * Fills the built index.html with one page: its <html> attributes, head tags, theme colour and
 * rendered body. Every value is inserted literally: replacer functions, never replacement
 * strings, so CMS text holding `$&`, `$'`, `` $` `` or `$$` is written as typed.
 */
import { escapeHtml } from '../src/site/html.ts';

export interface PageParts {
  /** Attributes of <html>, each with its leading space: ` lang="ar" dir="rtl"`. */
  htmlAttributes: string;
  /** Tags that take the place of the template's <title>. */
  head: string;
  /** The browser's UI colour (`<meta name="theme-color">`). */
  themeColor: string;
  /** The rendered page, inside <div id="root">. */
  body: string;
  /** What follows the root element (the page's data scripts). */
  afterRoot: string;
  /** The CSP hash source of the page's inline `<style>` (publish/steps/styles.ts), when it has one. */
  styleHash?: string;
}

/**
 * The page's own Content-Security-Policy, as a meta tag: the served policy allows inline styles
 * (deploy/nginx.conf, scripts/serve.mjs) only because every page narrows it here to its own
 * `<style>`, named by hash; a browser enforces both policies. A page with no inline style allows
 * none (and no style attribute, as before). It must stand before any style: right after charset.
 */
export function stylePolicyMeta(hashes: readonly string[] = []): string {
  const sources = ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');
  return `<meta http-equiv="Content-Security-Policy" content="style-src ${sources}">`;
}

/** `html` (a whole page) with its style policy right after its `<meta charset>` (or `<head>`). */
export function withStylePolicy(html: string, hashes: readonly string[] = []): string {
  const before = /<meta charset="[^"]*"\s*\/?>/i.exec(html) ?? /<head(\s[^>]*)?>/i.exec(html);
  if (!before) throw new Error('prerender: index.html has no <head> to put the style policy in');
  const at = before.index + before[0].length;
  return `${html.slice(0, at)}\n    ${stylePolicyMeta(hashes)}${html.slice(at)}`;
}

/**
 * The preloads React's renderToString writes at the start of a page (the priority image's,
 * src/components/Picture.tsx), apart from the rest of the page. Left there, inside the root, the
 * browser met the image's preload only after the whole head (its inline style and structured
 * data: 60 KB on `/shop`), behind the boot script; over HTTP/1.1 the image then waited for a
 * connection of its own. React's hydration expects no element there (a preload is a side effect
 * of rendering, not a node of the tree), and finds the moved tag in the head by its attributes.
 */
export function leadingPreloads(body: string): { preloads: string; rest: string } {
  const run = /^(?:<link rel="preload"[^>]*>)+/.exec(body);
  if (!run) return { preloads: '', rest: body };
  return { preloads: run[0], rest: body.slice(run[0].length) };
}

export function fillTemplate(template: string, parts: PageParts): string {
  const { preloads, rest: body } = leadingPreloads(parts.body);
  const filled = withStylePolicy(template, parts.styleHash ? [parts.styleHash] : [])
    .replace(/<html[^>]*>/, () => `<html${parts.htmlAttributes}>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      () => `<meta name="theme-color" content="${escapeHtml(parts.themeColor)}">`,
    )
    // The preloads first: the earliest bytes of the page after its policy and viewport.
    .replace(/<title>[\s\S]*?<\/title>/, () => preloads + parts.head);
  const slot = '<div id="root"></div>';
  const at = filled.indexOf(slot);
  if (at === -1) throw new Error('prerender: index.html has no <div id="root"></div>');
  return `${filled.slice(0, at)}<div id="root">${body}</div>${parts.afterRoot}${filled.slice(at + slot.length)}`;
}
