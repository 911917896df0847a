/**
 * A page's first load carries only its own language's strings (src/i18n/messages.ts loads
 * `virtual:messages/<language>`). A browser module importing a value (translate, dictionary)
 * from src/i18n/dictionary.ts would bundle every string module, in both languages, into every
 * page: this test names the file. Type imports are fine; the prerender's entry registers both.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const ALLOWED = new Set(['entry-server.tsx', join('i18n', 'dictionary.ts')]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one language per first load', () => {
  it('no browser module imports a value from src/i18n/dictionary.ts or a strings module', () => {
    const offenders = sources(SRC)
      .filter((file) => !ALLOWED.has(relative(SRC, file)))
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^;]*?from\s*'([^']+)'/gm)].some(
          ([, typeOnly, from]) => !typeOnly && /(^|\/)(dictionary|strings\/[\w-]+)$/.test(from!),
        ),
      )
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
