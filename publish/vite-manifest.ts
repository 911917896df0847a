/**
 * What the app build's manifest (`.vite/manifest.json`) says a page needs: the scripts and
 * stylesheets of its chunks, and the boot script that loads them. The prerender reads it to name
 * each page's files; visitors never get it (the publish deletes it from the version).
 */

import { ISLANDS_PREFIX, routeModuleId } from '../build/virtual-ids.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest's key of route `index`'s chunk of a virtual module family (build/virtual-ids.ts:
 * the route's own, or its islands'), or undefined when the build made none (a route without
 * islands). Keys may carry a path before the id.
 */
export function routeChunkKey(manifest: Manifest, prefix: string, index: number): string | undefined {
  const id = routeModuleId(prefix, index);
  return Object.keys(manifest).find((key) => key.endsWith(id));
}

/** The keys of every route's islands chunk (an id of `ISLANDS_PREFIX` with a route's number). */
function islandsChunkKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => {
    const at = key.lastIndexOf(ISLANDS_PREFIX);
    return at >= 0 && /^\d+$/.test(key.slice(at + ISLANDS_PREFIX.length));
  });
}

/** The JS files and stylesheets a set of chunks needs, following their static imports. */
export function chunkAssets(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/**
 * The stylesheets the app imports on its own (`import('./CartBar.css')`): the phone menu's and the
 * search panel's, loaded at the press that opens them, and the menu's cart bar, loaded when the
 * cart first holds something. The manifest names each by its source; a chunk's shared CSS has a
 * key of its own starting with `_`.
 */
export function stylesheetsOnDemand(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => !key.startsWith('_') && key.endsWith('.css') && chunk.file.endsWith('.css'))
    .map(([, chunk]) => `/${chunk.file}`)
    .sort();
}

/**
 * The code the islands load on their own once live: at a press (the menu's Filters sheet, the
 * cart's checkout), at the visitor's first act (the menus' and forms' state machines) or when the
 * cart fills (its filled view). A page seen before has its islands' blocks in the browser's cache,
 * but not these unless the visitor used them, so offline a press would fail. They are the dynamic
 * imports of each island block's own chunk (the blocks are those the routes' islands chunks,
 * `virtual:site-islands/<n>` of build/vite-plugin-site.ts, import), with what they import that the
 * block does not: scripts and their stylesheets, by their files' addresses (about 26 KB gzip).
 * The shared chunks' own (Swiper, at a slider's first move: 32 KB) are left to the pages that
 * load them.
 */
export function codeOnDemand(manifest: Manifest): string[] {
  const blocks = new Set(
    islandsChunkKeys(manifest).flatMap((key) =>
      (manifest[key]!.dynamicImports ?? []).filter((imported) => !imported.includes('virtual:')),
    ),
  );
  const files = new Set<string>();
  for (const block of blocks) {
    const own = chunkAssets(manifest, [block]);
    const later = chunkAssets(
      manifest,
      (manifest[block]?.dynamicImports ?? []).filter((key) => !blocks.has(key) && !key.includes('virtual:')),
    );
    const loaded = new Set([...own.js, ...own.css]);
    for (const file of [...later.js, ...later.css]) if (!loaded.has(file)) files.add(`/${file}`);
  }
  return [...files].sort();
}

/** The app's entry and its module preloads, taken out of the page template and handed to src/perf/boot.ts. */
export interface BootScripts {
  /** The template without them (and without its stylesheets). */
  template: string;
  /**
   * The template's stylesheets (the entry's CSS, `/assets/index-….css`), taken out of it too: a
   * page names them as parts of its one first-view stylesheet (publish/steps/styles.ts).
   */
  styles: string[];
  entry: string;
  modules: string[];
  /** The one script a prerendered page names. */
  boot: string;
}

/**
 * The app's scripts leave the page's head: a prerendered page names only src/perf/boot.ts, which
 * loads the entry and these modules once the page has painted its content and priority image
 * (the template's entry script and module preloads are taken out and handed to it). Its
 * stylesheets leave too: each page links them inside its one first-view stylesheet.
 */
export function bootScripts(template: string, manifest: Manifest): BootScripts {
  const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(template);
  const boot = manifest['src/perf/boot.ts']?.file;
  if (!entryTag || !boot)
    throw new Error(
      'prerender: the build has no entry script or no src/perf/boot.ts chunk (publish/build-site.ts sets both)',
    );
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const modules = [...template.matchAll(preload)].map((match) => match[1]!);
  const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;
  const styles = [...template.matchAll(stylesheet)].map((match) => match[1]!);
  const rest = template.replace(entryTag[0], '').replace(preload, '').replace(stylesheet, '');
  // A stylesheet left in the template would block every page's first view beside its own one.
  if (/<link[^>]*rel="stylesheet"/.test(rest))
    throw new Error('prerender: the page template names a stylesheet in a form the prerender cannot take out');
  return {
    template: rest,
    styles,
    entry: entryTag[1]!,
    modules,
    boot: `/${boot}`,
  };
}
