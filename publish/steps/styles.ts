/**
 * Prerender step "styles": one stylesheet per page for its first view. A page's first view needs
 * the app's base stylesheet, its sections' and the brand's: linked one by one they were up to five
 * render-blocking requests. Each distinct list of them is written as one file, the parts
 * concatenated in their cascade order and named by its content (`assets/page-<hash>.css`), and
 * the page's head links that file alone. The parts stay named in the head as disabled links,
 * which the browser does not fetch: the app's module preload helper (Vite's) counts a
 * `link[rel=stylesheet]` with a part's address as loaded, so opening a lazily loaded section
 * does not fetch a part a second time. Every part lives in /assets/ beside the combined file, and
 * their `url(…)` references are absolute (`/assets/…`), so they hold in the combined file too.
 *
 * Every planned page of the version goes through here, rendered or linked from the live version
 * (publish/steps/render-routes.ts), so every combined file a page of the version names is in it.
 *
 * Speed technique (src/perf/README.md). What it buys on `npm run bench` (mobile, medians of 5,
 * 2026-11-27, bench/README.md): Lighthouse's render-blocking requests 5 → 1 on `/shop` and
 * 4 → 1 on `/reservation`, LCP 1.79 → 1.62 s and 1.66 → 1.53 s. The cost: a route's combined
 * file repeats the base stylesheet, so a visitor who loads a second page fresh (not through the
 * app's own navigation) fetches the base again inside it (16 KB before compression), and a new
 * brand colour renames every combined file, not the brand's few bytes alone.
 *
 * When it could go: if the first view's CSS became one file at build time (the blocks' CSS in the
 * base), or inlined in each page; or if the bench over HTTP/2 (nginx in front, the parts on one
 * connection) stopped telling five stylesheets from one. Before removing it, run the bench on
 * `/shop` and `/reservation` and compare their render-blocking requests.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlannedPage } from './plan-pages.ts';

export interface StylesInput {
  pages: readonly PlannedPage[];
  /** The folder being written (the version): the combined files go into its assets/. */
  outDir: string;
  /**
   * Folders the parts are read from, the first that has one wins (default: outDir). The preview
   * reads the app's from the kept build and the brand's from its own folder.
   */
  sources?: readonly string[];
}

/** The first-view stylesheets, combined into one file named by its content. */
export const COMBINED_PREFIX = '/assets/page-';

/** The head's stylesheet links: the combined file, then each part, disabled (never fetched). */
export function styleLinks(combined: string, parts: readonly string[]): string[] {
  return [
    `<link rel="stylesheet" href="${combined}">`,
    ...parts.map((href) => `<link rel="stylesheet" href="${href}" disabled>`),
  ];
}

/** The source map comment a built stylesheet ends with: it would name the wrong file in the combined one. */
const SOURCE_MAP = /\/\*# sourceMappingURL=[^*]*\*\/\s*/g;

export async function combineStyles({ pages, outDir, sources = [outDir] }: StylesInput): Promise<PlannedPage[]> {
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
  const combined = new Map<string, Promise<string>>();
  const combine = (list: readonly string[]) => {
    const key = list.join('\n');
    if (!combined.has(key))
      combined.set(
        key,
        (async () => {
          const css = (await Promise.all(list.map(read))).join('');
          const href = `${COMBINED_PREFIX}${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
          const file = join(outDir, href);
          // A file of that name may be a hard-link shared with another version: never write into it.
          await rm(file, { force: true });
          await writeFile(file, css);
          return href;
        })(),
      );
    return combined.get(key)!;
  };
  return Promise.all(
    pages.map(async (page) => {
      if (page.stylesheets.length === 0) return page;
      const links = styleLinks(await combine(page.stylesheets), page.stylesheets);
      return { ...page, head: [page.head, ...links].join('\n    ') };
    }),
  );
}
