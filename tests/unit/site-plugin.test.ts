/** What build/vite-plugin-site.ts hands the browser's bundle, and what only the Node build gets. */
import { describe, expect, it } from 'vitest';
import { sitePlugin } from '../../build/vite-plugin-site';

const CMS_URL = 'https://cms-internal.example.com:8443';

const plugin = () => sitePlugin({ env: { CMS_URL } });

/** The source of a virtual module, as the browser's build (ssr false) or the Node build loads it. */
async function load(id: string, ssr: boolean): Promise<string> {
  const plugin = sitePlugin({ env: { CMS_URL } });
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = plugin.load as unknown as (this: typeof context, id: string, options?: { ssr?: boolean }) => unknown;
  const resolved = (plugin.resolveId as unknown as (id: string) => string | undefined)(id);
  return String(await hook.call(context, resolved!, { ssr }));
}

describe('site config plugin', () => {
  it("keeps the CMS address out of the browser's virtual:site, and keeps its timeout", async () => {
    const source = await load('virtual:site', false);
    expect(source).not.toContain('cms-internal.example.com');
    expect(source).not.toContain('127.0.0.1:8055');
    const site = JSON.parse(/export const site = (.*);\n/.exec(source)![1]!) as { cms: Record<string, unknown> };
    expect(site.cms).toEqual({ timeoutMs: expect.any(Number) });
  });

  it('names no site of its own: one build serves every site, which each page names', async () => {
    const source = await load('virtual:site', false);
    const site = JSON.parse(/export const site = (.*);\n/.exec(source)![1]!) as Record<string, unknown>;
    expect(Object.keys(site)).not.toContain('restaurant');
    expect(Object.keys(site)).not.toContain('siteUrl');
    for (const slug of ['saffron-house', 'cedar-grill']) expect(source).not.toContain(slug);
    // Nor does the Node build carry a CMS address: the publisher gives each render its site's.
    expect((plugin().resolveId as unknown as (id: string) => string | undefined)('virtual:site-cms')).toBeUndefined();
  });

  it("gives each route's chunk the block entries of its own sections, the registry's own", async () => {
    const { routes } = await import('virtual:site');
    const { registry } = await import('../../src/generated/blocks');
    for (const route of routes) {
      const module = await route.load();
      const types = [...new Set(module.sections.map((section) => section.type))].sort();
      expect(Object.keys(module.blocks).sort(), route.path).toEqual(types);
      // One lazy component per type, whichever chunk names it: moving between two pages with the
      // same block neither loads nor suspends it again.
      for (const type of types) expect(module.blocks[type], `${route.path} ${type}`).toBe(registry[type]);
    }
  });

  it("names only the common strings in the entry; each route's chunk brings its blocks' areas", async () => {
    const entry = await load('virtual:messages', false);
    expect([...entry.matchAll(/virtual:messages\/(\w+\/\w+)/g)].map((m) => m[1]).sort()).toEqual([
      'ar/common',
      'en/common',
    ]);
    const { routes } = await import('virtual:site');
    const blockIndex = (await import('../../src/generated/blocks.json')).default as Record<
      string,
      { strings: string[] }
    >;
    const menu = routes.findIndex((route) => route.path === '/shop');
    const source = await load(`virtual:site-route/${menu}`, false);
    for (const area of blockIndex.menuBrowser!.strings)
      for (const language of ['en', 'ar'])
        expect(source, `${language}/${area}`).toContain(`import("virtual:messages/${language}/${area}")`);
  });
});

describe('the Vite and Vitest configs', () => {
  // `npm start` and `npm run build` load vite.config.ts; a warning there is the first thing a
  // newcomer reads. Vite warns when any module the config imports (src/site/pageSite.ts through
  // the site plugin, say) imports without a file extension, which its coming native config
  // loader needs. Loading both configs here catches it in seconds, not in the newcomer e2e.
  it.each(['vite.config.ts', 'vitest.config.ts'])('%s loads without a warning', async (file) => {
    const { createLogger, loadConfigFromFile } = await import('vite');
    const warnings: string[] = [];
    const logger = createLogger('warn');
    const collect = (message: string) => void warnings.push(message);
    logger.warn = collect;
    logger.warnOnce = collect;
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, undefined, 'warn', logger);
    expect(loaded?.path).toMatch(new RegExp(`${file.replace('.', '\\.')}$`));
    expect(warnings).toEqual([]);
  });
});
