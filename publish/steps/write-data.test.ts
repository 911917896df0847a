import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublishedDish } from '../../src/menu/localMenu';
import { createMediaIndex } from '../media';
import { KABSA_IMAGE, seededRecords } from './test-cms';
import { writeData } from './write-data';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-data-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const json = (file: string): unknown => JSON.parse(readFileSync(join(dir, 'data', file), 'utf8'));
const media = () => createMediaIndex([{ id: KABSA_IMAGE, type: 'image/png', width: 700 }]);

describe('the write-data step', () => {
  it('files every page’s reads by key, each dish in its own file, and leaves the menu’s to menu.json', async () => {
    const written = await writeData({
      content: { menuRows: seededRecords().menu_items!, media: media() },
      rendered: {
        entries: [
          { 'restaurant:saffron-house': { name: 'Saffron House' }, 'offers:saffron-house:': [] },
          { 'restaurant:saffron-house': { name: 'Saffron House' }, 'menuItem:saffron-house:12': { id: 12 } },
          // The menu's pages and the cart read menu.json in the browser, not site.json.
          { 'menuItems:saffron-house:{}': [{ id: 12 }], 'cartItems:saffron-house:12': [] },
          // A dish that could not be found gets no file.
          { 'menuItem:saffron-house:99': null },
        ],
      },
      themes: {},
      outDir: dir,
    });
    expect(json('site.json')).toEqual({
      entries: { 'restaurant:saffron-house': { name: 'Saffron House' }, 'offers:saffron-house:': [] },
    });
    expect(readdirSync(join(dir, 'data', 'dishes'))).toEqual(['12.json']);
    expect(json('dishes/12.json')).toEqual({ id: 12 });
    expect(written).toEqual({ siteEntries: 2, dishFiles: 1, menuDishes: 2 });
  });

  it('writes every published dish into the menu the browser filters, with its published picture', async () => {
    const index = media();
    await writeData({
      content: { menuRows: seededRecords().menu_items!, media: index },
      rendered: { entries: [] },
      themes: {},
      outDir: dir,
    });
    const { dishes } = json('menu.json') as { dishes: PublishedDish[] };
    expect(dishes.map((dish) => [dish.card.id, dish.card.name.en])).toEqual([
      [12, 'Chicken Kabsa'],
      [14, 'Moutabal'],
    ]);
    expect(dishes.map((dish) => dish.prices)).toEqual([[45], [22]]);
    expect(JSON.stringify(dishes[0])).toMatch(/"src":"\/media\/[0-9a-f]{16}-700\//);
    // Its picture is one of the version's images, so it gets derived.
    expect(index.used().map((image) => image.file.id)).toEqual([KABSA_IMAGE]);
    expect(json('site.json')).toEqual({ entries: {} });
  });

  it("writes the published restaurants' colour schemes for the browser", async () => {
    const themes = { 'cedar-grill': { 'root-theme': '#2F7D4F' }, 'saffron-house': null };
    await writeData({
      content: { menuRows: [], media: media() },
      rendered: { entries: [] },
      themes,
      outDir: dir,
    });
    expect(json('themes.json')).toEqual({ schemes: themes });
  });
});
