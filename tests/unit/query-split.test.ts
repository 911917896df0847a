/**
 * A page loads the code and placeholder content of the reads its own sections bind, not the
 * whole query catalogue (src/generated/queries.ts): browser code takes the catalogue's types
 * only, and each block hands useSectionData the query of each of its bindings. These tests
 * fail when a module starts importing the catalogue's values, and when a block passes a query
 * other than the one its binding's schema names (the types alone cannot tell two reads with
 * the same result apart, such as `services` and `serviceOptions`).
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queries } from '../../src/generated/queries';
import { SRC, sources, valueImports } from './sources';

const CATALOGUE = join(SRC, 'generated', 'queries.ts');
const SERVER_ONLY = new Set([join(SRC, 'entry-server.tsx')]);

describe('reads by section', () => {
  it('no browser module imports a value from the query catalogue', () => {
    const offenders = sources(SRC)
      .filter((file) => !SERVER_ONLY.has(file) && file !== CATALOGUE)
      .filter((file) =>
        valueImports(file).some((from) => {
          if (!from.startsWith('.')) return false;
          const target = resolve(file, '..', from);
          return target === CATALOGUE.replace(/\.ts$/, '');
        }),
      )
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  const nameOf = new Map<unknown, string>(Object.entries(queries).map(([name, def]) => [def, name]));
  const blocks = sources(join(SRC, 'blocks')).filter((file) =>
    readFileSync(file, 'utf8').includes('useSectionData(section,'),
  );

  it('finds the blocks that bind data', () => expect(blocks.length).toBeGreaterThanOrEqual(10));

  it.each(blocks.map((file) => [relative(SRC, file), file]))(
    '%s passes the query each binding names',
    async (_, file) => {
      const code = readFileSync(file, 'utf8');
      const passed = /useSectionData\(section, \{([^}]*)\}\)/.exec(code)?.[1] ?? '';
      const schema = JSON.parse(readFileSync(join(file, '..', 'schema.json'), 'utf8')) as {
        properties: { data: { properties: Record<string, { properties: { query: { const: string } } }> } };
      };
      const bindings = Object.fromEntries(
        Object.entries(schema.properties.data.properties).map(([prop, binding]) => [
          prop,
          binding.properties.query.const,
        ]),
      );
      const given: Record<string, string | undefined> = {};
      for (const pair of passed
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [prop, local] = pair.split(':').map((part) => part.trim()) as [string, string];
        const from = new RegExp(`import \\{[^}]*\\b${local}\\b[^}]*\\} from '([^']+)'`).exec(code)?.[1];
        expect(from, `${local} is imported in ${relative(SRC, file)}`).toBeTruthy();
        const module = (await import(resolve(file, '..', from!))) as Record<string, unknown>;
        given[prop] = nameOf.get(module[local]);
      }
      expect(given).toEqual(bindings);
    },
  );
});
