import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSectionList, GENERATED_FILE, generateTypes } from '../../build/gen-types.ts';
import { allSchemas, blockSchemaFiles, blockTypeOf, readJson } from '../../build/schema-files.ts';
import { registry } from '../../src/blocks/registry';

describe('schemas, generated types and registry stay in step', () => {
  it('the committed generated types equal a fresh generation', async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await generateTypes());
  });

  it('every block folder is listed in the site schema', () => {
    expect(checkSectionList()).toEqual([]);
  });

  it('every block schema names a type that the registry renders', () => {
    const types = blockSchemaFiles().map((b) => blockTypeOf(readJson(b.file)));
    expect(types.every(Boolean)).toBe(true);
    expect(Object.keys(registry).sort()).toEqual([...types].sort());
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
