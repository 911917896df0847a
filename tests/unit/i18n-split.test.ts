/**
 * A page's first load carries only its own language's strings (src/i18n/messages.ts loads
 * `virtual:messages/<language>`). A browser module importing a value (translate, dictionary)
 * from src/i18n/dictionary.ts would bundle every string module, in both languages, into every
 * page: this test names the file. Type imports are fine; the prerender's entry registers both.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sources } from './sources';

const ALLOWED = new Set(['entry-server.tsx', join('i18n', 'dictionary.ts')]);

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
