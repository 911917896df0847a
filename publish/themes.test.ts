import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemsQuery } from '../src/data/client';
import { siteRoot } from './layout';
import { cmsThemes, publishedThemes, sitesToCarry } from './themes';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'themes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function live(slug: string, schemes: Record<string, unknown>): void {
  const data = join(siteRoot(root, slug), 'current', 'data');
  mkdirSync(data, { recursive: true });
  writeFileSync(join(data, 'themes.json'), JSON.stringify({ schemes }));
}

describe('the colour schemes each version carries', () => {
  it("reads each site's scheme from its own live version only", async () => {
    live('saffron-house', { 'saffron-house': { 'root-theme': '#D9480F' }, 'cedar-grill': { 'root-theme': '#000000' } });
    live('cedar-grill', { 'cedar-grill': { 'root-theme': '#2F7D4F' } });
    live('plain', { plain: null });
    expect(await publishedThemes(root, ['saffron-house', 'cedar-grill', 'plain', 'unpublished'])).toEqual({
      'saffron-house': { 'root-theme': '#D9480F' },
      'cedar-grill': { 'root-theme': '#2F7D4F' },
      plain: null,
    });
  });

  it("reads the schemes of its CMS's restaurants in one read", async () => {
    const asked: ItemsQuery[] = [];
    const client = {
      readCollection: async (_collection: string, query: ItemsQuery) => {
        asked.push(query);
        return [
          { slug: 'cedar-grill', website_color_scheme: { root_theme: '2F7D4F' } },
          { slug: 'plain', website_color_scheme: null },
        ];
      },
    };
    expect(await cmsThemes(client, ['cedar-grill', 'plain'])).toEqual({
      'cedar-grill': { 'root-theme': '#2F7D4F' },
      plain: null,
    });
    expect(asked[0]!.filter).toEqual({ slug: { _in: ['cedar-grill', 'plain'] } });
    expect(await cmsThemes(client, [])).toEqual({});
    expect(asked).toHaveLength(1);
  });

  it('has the other sites carry a changed scheme, and leaves them alone for a first one', () => {
    const others = [{ slug: 'cedar-grill' }, { slug: 'partner' }];
    const red = { 'root-theme': '#D9480F' };
    expect(sitesToCarry(red, { ...red }, others)).toEqual([]);
    expect(sitesToCarry(red, { 'root-theme': '#000000' }, others)).toEqual(['cedar-grill', 'partner']);
    expect(sitesToCarry(red, null, others)).toEqual(['cedar-grill', 'partner']);
    // A restaurant's first publish (a site just added to the list): the others are not published again.
    expect(sitesToCarry(undefined, red, others)).toEqual([]);
  });
});
