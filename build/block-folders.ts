/**
 * Block type → folder under src/blocks/, read from the registry's lines
 * (`heroSlider: block(() => import('./HeroSlider'), ['live'])`). The prerender finds each
 * section's chunk by it, and tests/unit/i18n-areas.test.ts each block's code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './schema-files.ts';

export const REGISTRY_FILE = join(ROOT, 'src', 'blocks', 'registry.ts');

export function blockFolders(source: string = readFileSync(REGISTRY_FILE, 'utf8')): Map<string, string> {
  const folders = new Map(
    [...source.matchAll(/^\s*(\w+): block\(\(\) => import\('\.\/(\w+)'\)/gm)].map((m) => [m[1]!, m[2]!]),
  );
  if (folders.size === 0)
    throw new Error("found no block lines in src/blocks/registry.ts (`type: block(() => import('./Folder'), …)`)");
  return folders;
}
