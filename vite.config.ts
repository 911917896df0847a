import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHintsPlugin } from './src/perf/compileHints.ts';
import { sitePlugin } from './build/vite-plugin-site.ts';
import { treeShakeRouterPlugin } from './src/perf/treeShakeRouter.ts';

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser's build never reads the CMS: its queries' fetch code drops (src/data/query.ts).
  define: { 'import.meta.env.CMS_READS': JSON.stringify(command !== 'build' || Boolean(isSsrBuild)) },
  plugins: [react(), sitePlugin(), treeShakeRouterPlugin(), compileHintsPlugin((id) => /[\\/]index\.html$/.test(id))],
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
        // Everything the entry imports statically loads on every page: keep it in one chunk
        // (it compresses better) instead of the shared chunks Rolldown would otherwise cut
        // wherever a lazily loaded block uses the same module. src/perf/boot.ts, the other entry,
        // stays alone: it must load before the app, and tiny.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: (id: string) => !/[\\/]src[\\/]perf[\\/]boot\.ts$/.test(id) },
            // The hours engine, loaded after hydration on every page (src/layout/useHoursNow.ts):
            // one file instead of five compresses ~0.9 KB smaller.
            {
              name: 'hours',
              test: /[\\/]src[\\/](hours[\\/](openNow|schedule|zone|nowText)|i18n[\\/]dates)\.ts$/,
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
