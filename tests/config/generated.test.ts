import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { blockFolders } from '../../build/blocks.ts';
import { generatedFiles } from '../../build/gen-types.ts';
import { allSchemas, ROOT } from '../../build/schema-files.ts';
import { registry } from '../../src/generated/blocks';
import { queries } from '../../src/generated/queries';

describe('the generated files stay in step with the schemas and the block folders', () => {
  it('each committed generated file equals a fresh generation (registry, strings, queries, section list, types)', async () => {
    for (const { file, text } of await generatedFiles())
      expect(readFileSync(file, 'utf8'), `${relative(ROOT, file)} is stale: run npm run gen:types`).toBe(text);
  });

  it('renders every block folder: each type has its entry and its folder', () => {
    const folders = blockFolders();
    expect(Object.keys(registry).sort()).toEqual(folders.map((block) => block.type).sort());
  });

  it('files each query of the catalogue under its own name, so a binding gets the read it names', () => {
    for (const [name, query] of Object.entries(queries)) expect(query.name).toBe(name);
  });

  it('every schema property has a description or a $ref, and no $ref has siblings', () => {
    const problems: string[] = [];
    const walk = (node: unknown, path: string, isProperty: boolean) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if ('$ref' in record && Object.keys(record).length > 1)
        problems.push(`${path}: $ref has siblings (draft-07 ignores them)`);
      if (isProperty && !('$ref' in record) && !('description' in record) && !('title' in record))
        problems.push(`${path}: no description`);
      for (const [key, value] of Object.entries(record)) {
        if (key === 'properties' && value && typeof value === 'object')
          for (const [name, child] of Object.entries(value)) walk(child, `${path}.${name}`, true);
        else if (key !== 'properties') walk(value, `${path}/${key}`, false);
      }
    };
    for (const schema of allSchemas()) walk(schema, String(schema.$id), false);
    expect(problems).toEqual([]);
  });
});
