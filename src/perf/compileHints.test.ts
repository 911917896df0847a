import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compileHints';

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

function run(bundle: Record<string, unknown>): void {
  const plugin = compileHintsPlugin((chunk) => chunk.name === 'islands');
  const hook = plugin.generateBundle as { order: string; handler: Handler };
  expect(hook.order).toBe('post'); // after Vite writes its own preamble into the chunk
  hook.handler({}, bundle);
}

describe('the compile hint on the islands chunk (src/perf/compileHints.ts)', () => {
  it('puts the hint on the first line of the islands chunk and moves its source map down one line', () => {
    const entry = {
      type: 'chunk',
      name: 'islands',
      isEntry: false,
      facadeModuleId: null,
      fileName: 'assets/index-abc.js',
      code: 'const a=1;\nexport{a};',
      map: { mappings: 'AAAA;AACA' },
    };
    const mapAsset = {
      type: 'asset',
      fileName: 'assets/index-abc.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['main.tsx'] }),
    };
    const boot = {
      type: 'chunk',
      name: 'boot',
      isEntry: true,
      facadeModuleId: '/site/src/perf/boot.ts',
      fileName: 'assets/boot-x.js',
      code: 'boot();',
      map: null,
    };
    const lazy = {
      type: 'chunk',
      name: 'index',
      isEntry: false,
      facadeModuleId: '/site/src/blocks/Hero/index.tsx',
      fileName: 'assets/Hero-y.js',
      code: 'hero();',
      map: null,
    };
    run({ [entry.fileName]: entry, [mapAsset.fileName]: mapAsset, [boot.fileName]: boot, [lazy.fileName]: lazy });
    expect(entry.code).toBe(`${COMPILE_HINT}\nconst a=1;\nexport{a};`);
    expect(entry.map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(mapAsset.source)).toEqual({ version: 3, mappings: ';AAAA;AACA', sources: ['main.tsx'] });
    // The tiny boot script, the page script and the lazily loaded chunks keep V8's lazy compilation.
    expect(boot.code).toBe('boot();');
    expect(lazy.code).toBe('hero();');
  });

  it('adds it once when the hook runs again on the same bundle', () => {
    const entry = {
      type: 'chunk',
      name: 'islands',
      isEntry: false,
      facadeModuleId: null,
      fileName: 'assets/index.js',
      code: 'x();',
      map: { mappings: 'AAAA' },
    };
    run({ [entry.fileName]: entry });
    run({ [entry.fileName]: entry });
    expect(entry.code).toBe(`${COMPILE_HINT}\nx();`);
    expect(entry.map.mappings).toBe(';AAAA');
  });
});
