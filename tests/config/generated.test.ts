import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { join, relative } from 'node:path';
import { blockFolders } from '../../build/blocks.ts';
import { checkStaticBlocks } from '../../build/static-blocks.ts';
import { CMS_FILE, generateCms, readModel } from '../../build/gen-cms.ts';
import { generatedFiles } from '../../build/gen-types.ts';
import { fieldsOf } from '../../src/data/queries/fields';
import { RESTAURANT_FIELDS } from '../../src/data/queries/restaurantRead';
import { MENU_ITEM_FIELDS } from '../../src/blocks/live/ItemDetail/data';
import { allSchemas, ROOT } from '../../build/schema-files.ts';
import { registry } from '../../src/generated/blocks';
import { queries } from '../../src/generated/queries';

describe('the generated files stay in step with the schemas and the block folders', () => {
  it('each committed generated file equals a fresh generation (registry, strings, queries, section list, types)', async () => {
    for (const { file, text } of await generatedFiles())
      expect(readFileSync(file, 'utf8'), `${relative(ROOT, file)} is stale: run npm run gen:types`).toBe(text);
  });

  it('describes each CMS collection from cms/schema/model.json, and the reads follow it', async () => {
    expect((await generatedFiles()).map(({ file }) => relative(ROOT, file))).toContain(relative(ROOT, CMS_FILE));
    // Every field of the restaurant and the dish is read, as the model lists them.
    const model = readModel();
    const fieldsIn = (collection: string) =>
      (model.collections.find((c) => c.collection === collection)?.fields ?? []).map((f) => f.field);
    for (const field of fieldsIn('restaurants').filter(
      (f) => !['website_color_scheme', 'logo', 'reservation_page_bg_image', 'restaurant'].includes(f),
    ))
      expect(RESTAURANT_FIELDS).toContain(field);
    expect(RESTAURANT_FIELDS).toContain('logo.width');
    expect(MENU_ITEM_FIELDS).toContain('variants.menu_variants_id.calorie_burn_minutes');
    // A field added to the model: its record type and field names change, so the check goes red
    // until `npm run gen:types`, and a read of every field asks for it with nothing else changed.
    const grown = structuredClone(model);
    grown.collections
      .find((c) => c.collection === 'hero_slides')!
      .fields!.push({
        field: 'badge_en',
        type: 'string',
        label: { en: 'Badge (English)', ar: 'الشارة (بالإنجليزية)' },
      });
    const text = generateCms(grown);
    expect(text).not.toBe(readFileSync(CMS_FILE, 'utf8'));
    expect(text).toContain('  badge_en?: string | null;');
    const heroSlides = /export const HERO_SLIDES = \{[^]*?values: (\[[^\]]*\])/.exec(text)![1]!;
    const values = JSON.parse(heroSlides.replace(/'/g, '"')) as string[];
    expect(fieldsOf({ values, files: [] })).toContain('badge_en');
  });

  it('renders every block folder: each type has its entry and its folder', () => {
    const folders = blockFolders();
    expect(Object.keys(registry).sort()).toEqual(folders.map((block) => block.type).sort());
  });

  it('names every demo block <Name>Demo and no live block so, and refuses a folder that breaks the rule', () => {
    for (const block of blockFolders()) expect(block.name.endsWith('Demo'), block.folder).toBe(block.group === 'demo');
    const scratch = mkdtempSync(join(tmpdir(), 'blocks-'));
    try {
      mkdirSync(join(scratch, 'demo', 'BookingForm'), { recursive: true });
      expect(() => blockFolders(scratch)).toThrow("src/blocks/demo/BookingForm: a demo block's name ends in Demo");
      rmSync(join(scratch, 'demo'), { recursive: true });
      mkdirSync(join(scratch, 'live', 'MenuDemo'), { recursive: true });
      expect(() => blockFolders(scratch)).toThrow(
        'src/blocks/live/MenuDemo: a name ending in Demo is for a demo block',
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('marks each block static or island, as its schema says', () => {
    const browser = Object.fromEntries(blockFolders().map((block) => [block.type, block.browser]));
    expect(browser.pageBanner).toBe('static');
    expect(browser.menuBrowser).toBe('island');
    for (const [type, entry] of Object.entries(registry)) expect(entry.island, type).toBe(browser[type] === 'island');
  });

  it('refuses a block without "browser", and a static one that keeps state or handles events', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'blocks-'));
    const block = (name: string, browser: string | null, view: string) => {
      const dir = join(scratch, 'demo', name);
      mkdirSync(dir, { recursive: true });
      const type = name[0]!.toLowerCase() + name.slice(1);
      writeFileSync(
        join(dir, 'schema.json'),
        JSON.stringify({ ...(browser ? { browser } : {}), properties: { type: { const: type } } }),
      );
      writeFileSync(join(dir, 'index.tsx'), `import { View } from './View';\nexport default View;\n`);
      writeFileSync(join(dir, 'View.tsx'), view);
    };
    try {
      block('QuietDemo', 'static', `export function View() {\n  return <p>Hello</p>;\n}\n`);
      expect(() => checkStaticBlocks(blockFolders(scratch))).not.toThrow();
      block(
        'BusyDemo',
        'static',
        `import { useState } from 'react';\nexport function View() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n`,
      );
      const check = () => checkStaticBlocks(blockFolders(scratch));
      expect(check).toThrow('src/blocks/demo/BusyDemo: ');
      expect(check).toThrow('View.tsx:3 calls useState');
      expect(check).toThrow('View.tsx:4 handles onClick');
      block('BusyDemo', 'island', readFileSync(join(scratch, 'demo', 'BusyDemo', 'View.tsx'), 'utf8'));
      expect(check).not.toThrow();
      block('UnsaidDemo', null, `export function View() {\n  return null;\n}\n`);
      expect(() => blockFolders(scratch)).toThrow(
        'demo/UnsaidDemo/schema.json: "browser" says what the block needs in the browser: "static"',
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
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
