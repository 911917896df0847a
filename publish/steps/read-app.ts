/**
 * Prerender step "read the app": what the app build gives every page, read once from the folder
 * it was built into. The page template (index.html without the app's entry script, which
 * src/perf/boot.ts loads after the first paint), the build manifest that names each page's files,
 * each route's sections, and the font files of the first view. The Node build also gets an HTML
 * parser (jsdom's DOMParser) to read the map embed with: the one piece of HTML the CMS holds.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as Entry from '../../src/entry-server.tsx';
import type { Language } from '../../src/i18n/dictionary.ts';
import { FIRST_VIEW_FONTS } from '../../src/perf/fontLoading.ts';
import { blockFolders } from '../../build/blocks.ts';
import { bootScripts, type BootScripts, type Manifest } from '../vite-manifest.ts';

/** The app built for Node (src/entry-server.tsx), as the prerender uses it. */
export type ServerEntry = typeof Entry;
export type RouteModule = Awaited<ReturnType<ServerEntry['routes'][number]['load']>>;

export interface ReadAppInput {
  entry: Pick<ServerEntry, 'routes' | 'setMapEmbedParser'>;
  /** The folder the browser bundle was built into (the version being written). */
  outDir: string;
}

export interface AppFrame {
  /** index.html as built: the not-found shell is made from it. */
  shell: string;
  /** The entry script and module preloads, and the template without them. */
  scripts: BootScripts;
  manifest: Manifest;
  /** Each block type's folder under src/blocks/, e.g. `live/HeroSlider` (build/blocks.ts). */
  folders: Map<string, string>;
  /** Each route's title, description and sections, in the order of the entry's routes. */
  modules: RouteModule[];
  /** The font files each language shows text in on its first view. */
  fonts: Record<Language, string[]>;
}

export async function readApp({ entry, outDir }: ReadAppInput): Promise<AppFrame> {
  const { JSDOM } = await import('jsdom');
  entry.setMapEmbedParser(new new JSDOM('').window.DOMParser());
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return {
    shell,
    scripts: bootScripts(shell, manifest),
    manifest,
    folders: new Map(blockFolders().map((block) => [block.type, block.folder])),
    modules: await Promise.all(entry.routes.map((route) => route.load())),
    fonts: await firstViewFonts(outDir),
  };
}

/** The first view's font files of each language, as built (src/perf/fontLoading.ts names them). */
async function firstViewFonts(outDir: string): Promise<Record<Language, string[]>> {
  const files = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.woff2'));
  const pick = (language: Language) =>
    FIRST_VIEW_FONTS[language].map((prefix) => {
      const file = files.find((name) => name.startsWith(prefix));
      if (!file)
        throw new Error(
          `prerender: no font file ${prefix}*.woff2 in the build (did the @fontsource imports of src/main.tsx change?)`,
        );
      return `assets/${file}`;
    });
  return { en: pick('en'), ar: pick('ar') };
}
