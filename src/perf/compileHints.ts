/**
 * Speed technique: V8's explicit compile hint on the islands' runtime chunk. A Vite plugin (build
 * time; vite.config.ts applies it), kept here with the other techniques.
 *
 * What it does: marks the chunk with `//# allFunctionsCalledOnLoad` (Chromium 136 and later;
 * other engines read a comment). Nearly every function of that chunk runs as the page's first
 * island hydrates: React, React DOM, the providers. V8 otherwise compiles each function the first
 * time it is called, on the main thread, in the middle of hydration; with the hint it compiles
 * them on a background thread while the file streams in (boot.ts preloads it). The other chunks
 * (the page script, blocks, strings) keep V8's lazy default. Until the islands (issue 53) it
 * marked the app's entry chunk, which held React then.
 *
 * The comment only works as the file's very first line, and Vite writes its own preamble into
 * chunks late (generateBundle), so the line is added last, with the source map moved down one line.
 *
 * What it buys on `npm run bench` (2026-11-25, `--runs 1 --routes /,/ar/,/shop --presets
 * mobile` twice with and twice without it, load average 7–14): the entry chunk's main-thread
 * scripting in Lighthouse's bootup-time audit 197–315 ms with it, 305–554 ms without (mean 261
 * against 408 ms over the six page loads each). TBT on that busy machine spread too widely
 * (33–842 ms) to show it, but this is the work TBT is made of, on every page.
 *
 * When it could go: once V8 compiles eagerly-run scripts on its own as well (re-measure the
 * islands chunk's bootup-time with and without it), or if React left the first load.
 */
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The source map of a file that gained one line at its top. */
function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** @param isHinted which chunks to mark. */
export function compileHintsPlugin(isHinted: (chunk: OutputChunk) => boolean): Plugin {
  return {
    name: 'saffron:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is OutputChunk => file.type === 'chunk' && isHinted(file),
        );
        for (const chunk of chunks) {
          if (chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`] as OutputAsset | undefined;
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string')
            mapFile.source = shiftedMap(mapFile.source);
        }
      },
    },
  };
}
