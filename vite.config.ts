import { defineConfig } from 'vite';
import { PREACT_ALIASES, PREACT_JSX, REACT_USING_PACKAGES } from './build/preact.ts';
import { compileHintsPlugin } from './src/perf/compileHints.ts';
import { CHUNK_GROUPS, ISLANDS_CHUNK, RUNTIME_CHUNK, takesModule } from './build/chunks.ts';
import { sitePlugin } from './build/vite-plugin-site.ts';

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
            // The components' runtime, the islands' (with the small modules most islands share), the
            // hours engine, what every route's sections share, and what every page with a form or a
            // filter runs: build/chunks.ts lists each group's files and says why it is one.
            ...CHUNK_GROUPS.map((group) => ({
              name: group.name,
              ...(group.priority ? { priority: group.priority } : {}),
              test: takesModule(group),
            })),
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
}));
