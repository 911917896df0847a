/**
 * `npm run build`: the browser bundle (vite build), the same app built for Node, and the
 * prerender that turns every address into static HTML with the CMS content of build time
 * (publish/prerender.ts), of one site of the list (the first, or `--site <slug>`). Used by npm
 * run build, the e2e harness and the benches.
 *
 *   tsx publish/build-site.ts [--out dist] [--site <slug>] [--no-sourcemap]
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ROOT } from '../build/schema-files.ts';
import { listedSlugs } from '../build/sites.ts';
import { prerenderSite, type PrerenderReport, type ServerEntry } from './prerender.ts';
import { loadPublishSites, type RenderSite } from './sites.ts';
import { WORKER_TEMPLATE_DIR, writeServiceWorker } from './steps/write-worker.ts';

export interface BuildSiteOptions {
  outDir?: string;
  sourcemap?: boolean;
  log?: (line: string) => void;
  /** The site to build (default: the first of the site list, with its CMS's token). */
  site?: RenderSite;
  /** Where derived images are cached; see prerenderSite. */
  mediaCache?: string;
}

export async function buildSite(options: BuildSiteOptions = {}): Promise<PrerenderReport> {
  const outDir = resolve(ROOT, options.outDir ?? 'dist');
  const log = options.log ?? ((line: string) => console.log(line));
  const configFile = join(ROOT, 'vite.config.ts');
  return asProduction(async () => {
    const app = await buildAppInto(outDir, configFile, options.sourcemap ?? true);
    try {
      const report = await prerenderSite({
        entry: app.entry,
        site: options.site ?? loadPublishSites()[0]!,
        outDir,
        log,
        mediaCache: options.mediaCache,
      });
      // A build is a version of its own: its worker's caches are named after the build's time.
      await writeServiceWorker({ dir: outDir, id: `build-${Date.now()}`, precache: report.precache });
      return report;
    } finally {
      await app.dispose();
    }
  });
}

/**
 * Runs a build as production. Vite keeps a NODE_ENV it finds set, and test runners set it to
 * "test": the e2e harness would then build and prerender with React's development build, not
 * the one visitors get.
 */
export async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The app built once: the browser bundle in `clientDir`, and the Node build loaded as `entry`. */
export interface AppBuild {
  clientDir: string;
  entry: ServerEntry;
  /** Deletes the Node build (the browser bundle stays where it was built). */
  dispose: () => Promise<void>;
}

/**
 * Builds the app without prerendering, so that one build can serve many prerenders (the
 * publisher builds once and prerenders on every CMS change).
 */
export async function buildApp(options: { outDir: string; sourcemap?: boolean }): Promise<AppBuild> {
  const outDir = resolve(ROOT, options.outDir);
  return asProduction(() => buildAppInto(outDir, join(ROOT, 'vite.config.ts'), options.sourcemap ?? false));
}

async function buildAppInto(outDir: string, configFile: string, sourcemap: boolean): Promise<AppBuild> {
  await build({
    root: ROOT,
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap,
      manifest: true,
      // src/perf/boot.ts: the one script prerendered pages name; it loads the app after the first paint.
      rollupOptions: { input: { index: join(ROOT, 'index.html'), boot: join(ROOT, 'src', 'perf', 'boot.ts') } },
    },
  });

  await buildServiceWorker(outDir);

  // Kept while the entry is in use: it imports its route chunks from here as pages render.
  const ssrDir = join(ROOT, '.tmp', `ssr-${process.pid}-${Date.now()}`);
  const dispose = () => rm(ssrDir, { recursive: true, force: true });
  try {
    await build({
      root: ROOT,
      configFile,
      mode: 'production',
      logLevel: 'warn',
      // The Node build holds the whole app in one file; its size is not shipped to anyone.
      build: {
        ssr: join(ROOT, 'src', 'entry-server.tsx'),
        outDir: ssrDir,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        chunkSizeWarningLimit: 8192,
      },
    });
    const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
    return { clientDir: outDir, entry, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * The service worker (src/sw/sw.ts) as one classic script, built once with the app: each publish
 * fills in its version's id and precache list (publish/steps/write-worker.ts).
 */
async function buildServiceWorker(outDir: string): Promise<void> {
  await build({
    root: ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    // Workbox's development logging is left out of the bundle.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(outDir, WORKER_TEMPLATE_DIR),
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(ROOT, 'src', 'sw', 'sw.ts'), formats: ['iife'], name: 'siteWorker', fileName: () => 'sw.js' },
      // As the app's builds (vite.config.ts): a slow build on a busy machine is not worth a warning.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const started = Date.now();
  Promise.resolve()
    .then(() => {
      const [site] = loadPublishSites({ only: option('--site') ?? listedSlugs()[0] });
      return buildSite({ outDir: option('--out'), site, sourcemap: !args.includes('--no-sourcemap') });
    })
    .then(
      (report) => {
        console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.pages} prerendered pages.`);
      },
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
