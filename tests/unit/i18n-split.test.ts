/**
 * A page's first load carries only its own language's strings (src/i18n/messages.ts loads
 * `virtual:messages/<language>/<area>`). A browser module importing a value (translate, dictionary)
 * from src/i18n/dictionary.ts would bundle every string module, in both languages, into every
 * page: this test names the file. Type imports are fine; the prerender's entry registers both.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sources, valueImports } from './sources';

const ALLOWED = new Set(['entry-server.tsx', join('i18n', 'dictionary.ts'), join('generated', 'strings.ts')]);

describe('one language per first load', () => {
  it('no browser module imports a value from src/i18n/dictionary.ts or a strings module', () => {
    const offenders = sources(SRC)
      .filter((file) => !ALLOWED.has(relative(SRC, file)))
      .filter((file) => valueImports(file).some((from) => /(^|\/)(dictionary|strings\/[\w-]+)$/.test(from)))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
