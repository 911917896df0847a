/**
 * The one script a preview may run (publish/preview.ts): the MIT-licensed
 * `@directus/visual-editing` library, which lets Directus's Visual Editor module, framing the
 * preview, put an edit button on each part marked `data-directus` (publish/preview-edit.ts) and
 * reload the page once the editor saves. The publisher serves it at /preview/visual-editing.js,
 * made once from the installed package's browser build and its one dependency, with a few lines
 * that start it; nothing of it is in the site's own code or in any published version.
 *
 * The page names it with a nonce (its policy runs no other script) and its SRI hash (the browser
 * runs only these bytes), and tells it the CMS's origin in `data-cms`: the library talks only to
 * a parent frame of that origin.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the script is served. */
export const VISUAL_EDITING_PATH = '/preview/visual-editing.js';

export interface VisualEditingScript {
  body: string;
  /** Its Subresource Integrity value (`sha384-…`). */
  integrity: string;
}

/**
 * Starts the library when the page is framed by the CMS named in `data-cms`, and never otherwise
 * (a preview opened on its own stays as it was). With no `onSaved`, the library reloads the page
 * after a save: the preview renders the saved state again.
 */
const START = `
(function () {
  var script = document.currentScript;
  var cms = script && script.getAttribute('data-cms');
  if (!cms || window.parent === window) return;
  DirectusVisualEditing.apply({ directusUrl: cms });
})();
`;

const require = createRequire(import.meta.url);

async function packageFile(name: string, file: string): Promise<string> {
  return readFile(join(dirname(require.resolve(`${name}/package.json`)), file), 'utf8');
}

/**
 * The notice the MIT licence asks for: the package, its licence and the copyright line of its
 * licence file (a package that ships none is named with its author).
 */
async function notice(name: string, licenceFile: string | null): Promise<string> {
  const { version, license, author } = JSON.parse(await packageFile(name, 'package.json')) as {
    version: string;
    license: string;
    author?: string | { name?: string };
  };
  const copyright = licenceFile
    ? (await packageFile(name, licenceFile)).split('\n').find((line) => /copyright/i.test(line))
    : typeof author === 'string'
      ? author
      : author?.name;
  return `/*! ${name} ${version} | ${license} | ${(copyright ?? '').trim().replace(/\*\//g, '')} */`;
}

let made: Promise<VisualEditingScript> | null = null;

async function make(): Promise<VisualEditingScript> {
  // The library's browser build (an IIFE) takes @reach/observe-rect as the global `observeRect`;
  // that package's UMD build defines it as self["@reach/observe-rect"]. Both run in one function
  // scope, so the page gets one global only: DirectusVisualEditing.
  const observeRect = await packageFile('@reach/observe-rect', 'dist/observe-rect.umd.production.min.js');
  const library = await packageFile('@directus/visual-editing', 'dist/visual-editing.js');
  const strip = (code: string) => code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
  const body = [
    await notice('@directus/visual-editing', 'license'),
    await notice('@reach/observe-rect', null),
    '(function () {',
    strip(observeRect),
    'var observeRect = self["@reach/observe-rect"];',
    strip(library),
    'self.DirectusVisualEditing = DirectusVisualEditing;',
    '})();',
    START,
  ].join('\n');
  return { body, integrity: `sha384-${createHash('sha384').update(body).digest('base64')}` };
}

/** The script, made on first use and kept. */
export function visualEditingScript(): Promise<VisualEditingScript> {
  made ??= make().catch((error: unknown) => {
    made = null;
    throw error;
  });
  return made;
}
