import { defineConfig } from 'vite';
import { PREACT_ALIASES, PREACT_JSX, REACT_USING_PACKAGES } from './build/preact.ts';
import { compileHintsPlugin } from './src/perf/compileHints.ts';
import { sitePlugin } from './build/vite-plugin-site.ts';

/** The chunk of the islands' runtime: what every island's root is made of. */
const ISLANDS_CHUNK = 'islands';
/** The components' runtime (Preact with its React compatibility layer, build/preact.ts), which the islands' chunk imports. */
const RUNTIME_CHUNK = 'runtime';
/**
 * Small modules that most islands import (prices, addresses, links, pictures, icons, the
 * restaurant's record, the WhatsApp link). Left to Rolldown, each is a chunk of its own of
 * 0.1-0.8 KB gzip, and every response costs a slow phone's main thread 2-15 ms in networking
 * tasks however small the file. In the islands' chunk, /shop loads 14 scripts instead of 22 and
 * the cart 14 instead of 20 (docs/speed.md, "Fewer, larger modules"). Not DietBadges: its
 * stylesheet would go with the chunk onto every page with an island.
 */
const ISLAND_SHARED_MODULES =
  /[\\/]src[\\/](i18n[\\/](money|paths)|site[\\/]paths|menu[\\/](availability|priceRange)|data[\\/](normalize[\\/](restaurant|menu)|queries[\\/](restaurant|shared))|components[\\/](Picture|Icon|icons)|router[\\/]links|whatsapp[\\/]link)\.tsx?$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's build never reads the CMS: its queries' fetch code drops (src/data/query.ts).
  define: { 'import.meta.env.CMS_READS': JSON.stringify(command !== 'build' || Boolean(isSsrBuild)) },
  resolve: { alias: PREACT_ALIASES },
  ssr: { noExternal: REACT_USING_PACKAGES },
  oxc: { jsx: PREACT_JSX },
  // V8's compile hint on the islands' runtime (Preact with it): nearly all of it runs as an island hydrates.
  plugins: [sitePlugin(), compileHintsPlugin((chunk) => chunk.name === ISLANDS_CHUNK || chunk.name === RUNTIME_CHUNK)],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115):
    // Vite's fallback for older ones would cost every visitor ~0.4 KB in the entry chunk.
    modulePreload: {
      polyfill: false,
      // A route's chunk (virtual:site-route/<n> of build/vite-plugin-site.ts, built as
      // assets/<n>-<hash>.js) needs no list of files to preload with it: import() fetches it, and
      // what it imports (the sections chunk) came with the page's first view. The 31 lists were
      // 0.4 KB gzip of the entry chunk, which every page loads. Stylesheets are always kept: Vite
      // loads a lazy chunk's CSS through that list.
      resolveDependencies: (filename, deps) =>
        /(^|\/)\d+-[\w-]+\.js$/.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // Rolldown warns when plugins take much of a build, which only says the machine was busy
      // (the publisher builds the app while the CMS and the site run): nothing for anyone to act on.
      checks: { bundlerTimings: false },
      output: {
        // Everything the entry (the page script, src/main.tsx) imports statically loads on every
        // page: keep it in one chunk (it compresses better) instead of the shared chunks Rolldown
        // would otherwise cut wherever a lazily loaded module uses the same one. src/perf/boot.ts,
        // the other entry, stays alone: it must load before the page script, and tiny.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]perf[\\/]boot\.ts$/.test(id) },
            // The runtime on its own, evaluated a task before the islands' own code (src/islands/runtime.ts).
            {
              name: RUNTIME_CHUNK,
              priority: 2,
              test: /[\\/](node_modules[\\/]preact[\\/]|src[\\/]islands[\\/]runtime\.ts$)/,
            },
            // The islands' runtime, on the pages with interactive blocks only (src/islands/): the
            // providers around each island's root and the renderer of its section, in one file. With
            // it, the small modules that most islands share (ISLAND_SHARED_MODULES).
            {
              name: ISLANDS_CHUNK,
              test: (id: string) =>
                /[\\/]src[\\/](islands[\\/]|App\.tsx|render[\\/](Sections|SectionBoundary)\.tsx|perf[\\/]IslandLive\.tsx|data[\\/]DataProvider\.tsx|i18n[\\/]LanguageProvider\.tsx|ordering[\\/]cart[\\/](CartProvider|changes)\.tsx?)/.test(
                  id,
                ) || ISLAND_SHARED_MODULES.test(id),
            },
            // The hours engine, loaded after the first view on every page (src/layout/behaviour/hoursNow.ts):
            // one file instead of five compresses ~0.9 KB smaller.
            // With the pick of a text in the page's language, which it shares with the islands (whose
            // group would otherwise take it, and every page would load React for the hours).
            {
              name: 'hours',
              priority: 1,
              test: /[\\/]src[\\/](hours[\\/](openNow|schedule|zone|nowText)|i18n[\\/](dates|pickText))\.ts$/,
            },
            // What every route's sections share (the block entry, the section data hook and the
            // image slots' sizes), and what every page with a form or a filter runs (the lazily
            // started machine, the number field): one file each instead of two or three, ~0.1 KB
            // smaller per file saved.
            {
              name: 'sections',
              test: /[\\/]src[\\/](blocks[\\/](block|useSectionData)|components[\\/]imageSizes)\.tsx?$/,
            },
            { name: 'controls', test: /[\\/]src[\\/](perf[\\/]lazyActor|components[\\/]NumberInput)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
}));
