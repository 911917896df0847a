import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { dishPath } from '../../src/site/pages';
import { writeSitemap } from './write-sitemap';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-sitemap-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(dir, file), 'utf8');
const now = new Date('2026-11-25T10:00:00Z');
const SITE = 'https://cedar.example';

describe('the write-sitemap step', () => {
  it('lists every indexable page and dish in each language, and robots.txt names the sitemap', async () => {
    await writeSitemap({
      entry,
      siteUrl: SITE,
      content: { itemIds: ['12', '14'], languages: ['en', 'ar'] },
      outDir: dir,
      now,
    });
    const sitemap = read('sitemap.xml');
    const site = SITE;
    const dish = dishPath(entry.pages.dish, 12);
    expect(sitemap).toContain(`<loc>${site}${dish}</loc>`);
    expect(sitemap).toContain(`<loc>${site}/ar${dish}</loc>`);
    expect(sitemap).toContain('<lastmod>2026-11-25T10:00:00Z</lastmod>');
    for (const route of entry.routes.filter((route) => !route.index))
      expect(sitemap).not.toContain(`<loc>${site}${route.path}</loc>`);
    expect(read('robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('names English alone when the version has no Arabic', async () => {
    await writeSitemap({ entry, siteUrl: SITE, content: { itemIds: ['12'], languages: ['en'] }, outDir: dir, now });
    expect(read('sitemap.xml')).not.toContain(`${SITE}/ar`);
    expect(read('robots.txt')).not.toContain('/ar');
  });
});
