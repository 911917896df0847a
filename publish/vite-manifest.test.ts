import { describe, expect, it } from 'vitest';
import { ISLANDS_PREFIX, ROUTE_PREFIX } from '../build/virtual-ids';
import { bootScripts, chunkAssets, codeOnDemand, routeChunkKey, type Manifest } from './vite-manifest';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shared-b2.js'], css: ['assets/index-c3.css'] },
  'src/perf/boot.ts': { file: 'assets/boot-d4.js', isEntry: true },
  '_shared-b2.js': { file: 'assets/shared-b2.js', imports: ['index.html'] },
  'src/blocks/MenuGrid/index.tsx': {
    file: 'assets/MenuGrid-e5.js',
    imports: ['_shared-b2.js'],
    css: ['assets/MenuGrid-f6.css'],
  },
  'virtual:messages/ar/menu': { file: 'assets/menu-ar-g7.js' },
  'virtual:messages/en/common': { file: 'assets/common-en-h8.js', imports: ['_shared-b2.js'] },
};

const template = `<html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head><body><div id="root"></div></body></html>`;

describe('the build manifest', () => {
  it('gives a chunk’s scripts and stylesheets, following its imports once each (cycles included)', () => {
    expect(chunkAssets(manifest, ['src/blocks/MenuGrid/index.tsx'])).toEqual({
      js: ['assets/MenuGrid-e5.js', 'assets/shared-b2.js', 'assets/index-a1.js'],
      css: ['assets/MenuGrid-f6.css', 'assets/index-c3.css'],
    });
    expect(chunkAssets(manifest, ['not in the build'])).toEqual({ js: [], css: [] });
  });

  it('takes the app’s entry, preloads and stylesheets out of the template and hands them on', () => {
    const scripts = bootScripts(template, manifest);
    expect(scripts).toMatchObject({
      entry: '/assets/index-a1.js',
      modules: ['/assets/shared-b2.js'],
      boot: '/assets/boot-d4.js',
    });
    expect(scripts.template).not.toMatch(/<script|modulepreload/);
    // The stylesheet goes into each page's one first-view stylesheet (publish/steps/styles.ts).
    expect(scripts.styles).toEqual(['/assets/index-c3.css']);
    expect(scripts.template).not.toContain('stylesheet');
    expect(() =>
      bootScripts(template.replace('crossorigin href="/assets/index', 'href="/assets/index'), manifest),
    ).toThrow(/names a stylesheet/);
  });

  it('refuses a build without the boot script', () => {
    const { ['src/perf/boot.ts']: _boot, ...withoutBoot } = manifest;
    expect(() => bootScripts(template, withoutBoot)).toThrow(/no src\/perf\/boot.ts chunk/);
  });

  it('names the code the islands load once live, without what their blocks load with them', () => {
    const islands: Manifest = {
      '\0virtual:site-islands/2': {
        file: 'assets/islands-2.js',
        dynamicImports: [
          'src/blocks/live/Menu/index.tsx',
          'virtual:messages/en/menu',
          'src/blocks/live/Hero/index.tsx',
        ],
      },
      'src/blocks/live/Menu/index.tsx': {
        file: 'assets/Menu-a1.js',
        imports: ['_runtime-b2.js', '_Carousel-c3.js'],
        dynamicImports: [
          'src/blocks/live/Menu/Sheet.tsx',
          'src/machines/menu.machine.ts',
          'src/blocks/live/Hero/index.tsx',
        ],
      },
      'src/blocks/live/Hero/index.tsx': { file: 'assets/Hero-d4.js', imports: ['_runtime-b2.js', '_Carousel-c3.js'] },
      // The sheet's imports come with the block already; the machine's library does not.
      'src/blocks/live/Menu/Sheet.tsx': {
        file: 'assets/Sheet-e5.js',
        imports: ['_runtime-b2.js'],
        css: ['assets/Sheet-f6.css'],
      },
      'src/machines/menu.machine.ts': {
        file: 'assets/menu.machine-g7.js',
        imports: ['_xstate-h8.js', '_runtime-b2.js'],
      },
      '_xstate-h8.js': { file: 'assets/xstate-h8.js' },
      '_runtime-b2.js': { file: 'assets/runtime-b2.js' },
      // A shared chunk's own late import (Swiper at a slider's first move) is the page's to load.
      '_Carousel-c3.js': { file: 'assets/Carousel-c3.js', dynamicImports: ['node_modules/swiper/swiper.mjs'] },
      'node_modules/swiper/swiper.mjs': { file: 'assets/swiper-i9.js' },
      'virtual:messages/en/menu': { file: 'assets/menu-en-j0.js' },
    };
    expect(codeOnDemand(islands)).toEqual([
      '/assets/Sheet-e5.js',
      '/assets/Sheet-f6.css',
      '/assets/menu.machine-g7.js',
      '/assets/xstate-h8.js',
    ]);
    expect(codeOnDemand(manifest)).toEqual([]);
  });

  it('finds a route’s own chunk and its islands chunk by the plugin’s ids, and no other route’s', () => {
    const routes: Manifest = {
      '\0virtual:site-route/1': { file: 'assets/1-a1.js' },
      '\0virtual:site-route/11': { file: 'assets/11-b2.js' },
      '\0virtual:site-islands/11': { file: 'assets/islands-c3.js' },
    };
    expect(routeChunkKey(routes, ROUTE_PREFIX, 1)).toBe('\0virtual:site-route/1');
    expect(routeChunkKey(routes, ROUTE_PREFIX, 11)).toBe('\0virtual:site-route/11');
    expect(routeChunkKey(routes, ISLANDS_PREFIX, 11)).toBe('\0virtual:site-islands/11');
    // Route 1 has no islands: its page loads no islands chunk (not route 11's).
    expect(routeChunkKey(routes, ISLANDS_PREFIX, 1)).toBeUndefined();
  });
});
