import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { parseZoneOffsets } from '../../src/hours/zone';
import { writeFrame, type FrameInput } from './frame';
import { load } from './load';
import { TEST_SITE, testCms } from './test-cms';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'frame-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const app: FrameInput['app'] = {
  shell: '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  scripts: { template: '<html></html>', styles: [], entry: '/assets/index.js', modules: [], boot: '/assets/boot.js' },
  manifest: {},
  fonts: { en: [], ar: [] },
};

async function frameOf(change: (cms: ReturnType<typeof testCms>) => void = () => undefined, now?: Date) {
  const cms = testCms();
  change(cms);
  const content = await load({
    entry,
    slug: TEST_SITE.slug,
    cms: { client: cms, listFiles: () => Promise.resolve([]) },
    log: () => undefined,
  });
  return writeFrame({ entry, site: TEST_SITE, app, content, outDir: dir, now });
}

describe('the frame step', () => {
  it('writes the brand stylesheet under a name of its content, and names it', async () => {
    const frame = await frameOf();
    const [file] = (await readdir(join(dir, 'assets'))).filter((name) => name.startsWith('brand-'));
    expect(file).toMatch(/^brand-[0-9a-f]{10}\.css$/);
    expect(readFileSync(join(dir, 'assets', file!), 'utf8')).toContain('#D9480F');
    expect(frame.brandSheet).toBe(`/assets/${file}`);
    expect(frame.themeColor).toMatch(/^#/);
  });

  it('writes no stylesheet for a restaurant without colours of its own', async () => {
    const frame = await frameOf((cms) => delete cms.records.restaurants![0]!.website_color_scheme);
    expect(frame.brandSheet).toBeNull();
    expect(await readdir(join(dir, 'assets'))).toEqual([]);
  });

  it('writes the not-found shell naming the version’s languages, allowing no inline style', async () => {
    await frameOf((cms) => (cms.records.restaurants![0]!.enable_arabic = false));
    const shell = readFileSync(join(dir, 'shell.html'), 'utf8');
    expect(shell).toContain('<html lang="en" data-languages="en" data-site="saffron-house"');
    expect(shell).toContain(`<meta http-equiv="Content-Security-Policy" content="style-src 'self'">`);
  });

  it('turns Arabic-Indic digits on for the render and names them on <html>', async () => {
    const western = await frameOf();
    expect(western.digitsAttribute).toBe('');
    expect(western.arabicDigits).toBe(false);
    const frame = await frameOf((cms) => (cms.records.restaurants![0]!.arabic_digits = true));
    expect(frame.digitsAttribute).toBe(' data-digits="arab"');
    expect(frame.arabicDigits).toBe(true);
  });

  it('names the site on every page and on the not-found shell, and changes what pages share with it', async () => {
    const frame = await frameOf();
    expect(frame.siteAttribute).toBe(' data-site="saffron-house" data-site-url="https://saffron.example"');
    expect(readFileSync(join(dir, 'shell.html'), 'utf8')).toContain(frame.siteAttribute);
    const content = await load({
      entry,
      slug: TEST_SITE.slug,
      cms: { client: testCms(), listFiles: () => Promise.resolve([]) },
      log: () => undefined,
    });
    const elsewhere = await writeFrame({
      entry,
      site: { ...TEST_SITE, url: 'https://elsewhere.example' },
      app,
      content,
      outDir: dir,
    });
    expect(elsewhere.shared).not.toBe(frame.shared);
  });

  it("names the restaurant zone's offsets for the publish's year and the next, the same all year", async () => {
    const march = await frameOf(
      (cms) => (cms.records.restaurants![0]!.time_zone = 'Europe/London'),
      new Date('2027-03-01T12:00:00Z'),
    );
    const december = await frameOf(
      (cms) => (cms.records.restaurants![0]!.time_zone = 'Europe/London'),
      new Date('2027-12-31T23:00:00Z'),
    );
    expect(march.zoneAttribute).toBe(december.zoneAttribute);
    expect(march.shared).toBe(december.shared);
    const table = parseZoneOffsets(/data-zone="([^"]+)"/.exec(march.zoneAttribute)![1]!)!;
    expect(table).toMatchObject({
      zone: 'Europe/London',
      from: Date.UTC(2027, 0, 1),
      to: Date.UTC(2029, 0, 1),
      offset: 0,
    });
    // British Summer Time: the last Sundays of March and October, at 01:00 UTC.
    expect(table.changes).toEqual([
      [Date.UTC(2027, 2, 28, 1), 60],
      [Date.UTC(2027, 9, 31, 1), 0],
      [Date.UTC(2028, 2, 26, 1), 60],
      [Date.UTC(2028, 9, 29, 1), 0],
    ]);
    const nextYear = await frameOf(
      (cms) => (cms.records.restaurants![0]!.time_zone = 'Europe/London'),
      new Date('2028-01-01T00:00:00Z'),
    );
    expect(nextYear.shared).not.toBe(march.shared);
    // A zone without daylight saving: one offset.
    expect((await frameOf(undefined, new Date('2027-06-01T00:00:00Z'))).zoneAttribute).toMatch(
      /^ data-zone="Asia\/Riyadh \d+ \d+ 180"$/,
    );
  });

  it('changes what every page shares when the colours, the languages or the digits change', async () => {
    const base = (await frameOf()).shared;
    expect((await frameOf()).shared).toBe(base);
    for (const change of [
      (cms: ReturnType<typeof testCms>) =>
        (cms.records.restaurants![0]!.website_color_scheme = { root_theme: '#000000' }),
      (cms: ReturnType<typeof testCms>) => (cms.records.restaurants![0]!.enable_arabic = false),
      (cms: ReturnType<typeof testCms>) => (cms.records.restaurants![0]!.arabic_digits = true),
    ])
      expect((await frameOf(change)).shared).not.toBe(base);
  });
});
