/**
 * Fills the built index.html with one page: its <html> attributes, head tags, theme colour and
 * rendered body. Every value is inserted literally: replacer functions, never replacement
 * strings, so CMS text holding `$&`, `$'`, `` $` `` or `$$` is written as typed.
 */
import { escapeHtml } from '../src/seo/head.ts';

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
}

export function fillTemplate(template: string, parts: PageParts): string {
  const filled = template
    .replace(/<html[^>]*>/, () => `<html${parts.htmlAttributes}>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"\s*\/?>/,
      () => `<meta name="theme-color" content="${escapeHtml(parts.themeColor)}">`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, () => parts.head);
  const slot = '<div id="root"></div>';
  const at = filled.indexOf(slot);
  if (at === -1) throw new Error('prerender: index.html has no <div id="root"></div>');
  return `${filled.slice(0, at)}<div id="root">${parts.body}</div>${parts.afterRoot}${filled.slice(at + slot.length)}`;
}
