/**
 * `npm run qr-cards`: the table list, the brand read from a published version, and the page,
 * whose every QR code is rasterised (sharp) and decoded (jsQR) back to the address it opens.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteRoot } from '../../build/publish-dir';
import { createVersionStore } from '../../publish/versions';
import { parseArguments, UsageError } from '../../scripts/qr-cards';
import { BrandError, readBrand, type Brand } from '../../scripts/qr-cards/brand';
import { CARDS_PER_SHEET, qrCardsPage, tableAddress } from '../../scripts/qr-cards/page';
import { MAX_TABLES, parseTables, TableRangeError } from '../../scripts/qr-cards/tables';

const SITE = 'https://saffron.example';
const ROOT = join(import.meta.dirname, '..', '..');
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const brand: Brand = {
  version: 'test',
  name: { en: 'Saffron House', ar: 'بيت الزعفران' },
  logo: `data:image/png;base64,${LOGO_PNG.toString('base64')}`,
  colors: { theme: '#D9480F', title: '#2B1A12', text: '#5F534A', border: '#D9C7B0' },
  fonts: [],
  notes: [],
};

/** The text a QR code's SVG encodes, read as a phone camera would: from pixels. */
async function decode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 720 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('the tables to print', () => {
  it('reads single tables and ranges, in order, each once', () => {
    expect(parseTables('1-20')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(parseTables('1,3,5-7')).toEqual([1, 3, 5, 6, 7]);
    expect(parseTables(' 7 , 2-3, 3 ,007 ')).toEqual([2, 3, 7]);
    expect(parseTables('12')).toEqual([12]);
    expect(parseTables('4 - 5')).toEqual([4, 5]);
    expect(parseTables(`1-${MAX_TABLES}`)).toHaveLength(MAX_TABLES);
  });

  it('refuses anything else, saying what was wrong', () => {
    for (const [spec, message] of [
      ['', 'no tables given'],
      [' , ', 'no tables given'],
      ['a', '"a" is not a table number or a range such as 5-7'],
      ['1-', '"1-" is not a table number'],
      ['-3', '"-3" is not a table number'],
      ['1.5', '"1.5" is not a table number'],
      ['1-2-3', '"1-2-3" is not a table number'],
      ['0', 'table numbers start at 1'],
      ['0-4', 'table numbers start at 1'],
      ['7-5', '"7-5" runs backwards: write 5-7'],
      ['99999999999999999999', 'not a table number anyone has'],
      [`1-${MAX_TABLES + 1}`, `more than ${MAX_TABLES} tables`],
      ['1-99999999999', `more than ${MAX_TABLES} tables`],
      [`1-300,301-600`, `more than ${MAX_TABLES} tables`],
    ] as const) {
      expect(() => parseTables(spec), spec).toThrow(TableRangeError);
      expect(() => parseTables(spec), spec).toThrow(message);
    }
  });

  it('reads the options, with the page in the current folder by default', () => {
    expect(parseArguments(['--tables', '1-3'], '/home/owner')).toEqual({
      tables: [1, 2, 3],
      out: '/home/owner/qr-cards.html',
    });
    expect(parseArguments(['--tables=2,4', '--out', 'print/cards.html'], '/home/owner')).toEqual({
      tables: [2, 4],
      out: '/home/owner/print/cards.html',
    });
    expect(parseArguments(['--out=/tmp/a.html', '--tables', '5'], '/x')).toEqual({ tables: [5], out: '/tmp/a.html' });
    expect(parseArguments(['--tables', '1', '--help'], '/x')).toBe('help');
    for (const [args, message] of [
      [[], 'say which tables'],
      [['--tables'], '--tables needs a value'],
      [['--tables', '--out', 'a.html'], '--tables needs a value'],
      [['--tables', '1', '--out', ''], '--out needs a file name'],
      [['--table', '1'], 'unknown option "--table"'],
      [['1-20'], 'unknown option "1-20"'],
    ] as const) {
      expect(() => parseArguments(args, '/x'), args.join(' ')).toThrow(UsageError);
      expect(() => parseArguments(args, '/x'), args.join(' ')).toThrow(message);
    }
    expect(() => parseArguments(['--tables', '3-1'], '/x')).toThrow(TableRangeError);
  });
});

describe('the printed page', () => {
  it('has one card per table whose code opens the site at that table, with the address under it', async () => {
    const tables = [1, 7, 12];
    const html = await qrCardsPage({ brand, siteUrl: `${SITE}/`, tables });
    const { document } = new JSDOM(html).window;
    const cards = [...document.querySelectorAll('.qr-card')];
    expect(cards.map((card) => card.getAttribute('data-table'))).toEqual(['1', '7', '12']);
    for (const [index, card] of cards.entries()) {
      const table = tables[index]!;
      const address = `${SITE}/?table=${table}`;
      expect(tableAddress(`${SITE}/`, table)).toBe(address);
      const svg = card.querySelector('svg.qr-card__code');
      expect(svg).not.toBeNull();
      expect(await decode(svg!.outerHTML), `table ${table}`).toBe(address);
      // The address in small text, right under the code.
      expect(svg!.nextElementSibling?.textContent).toBe(address);
    }
  });

  it('names each table, the restaurant and the instruction in English and Arabic', async () => {
    const html = await qrCardsPage({ brand, siteUrl: SITE, tables: [3, 12] });
    const { document } = new JSDOM(html).window;
    for (const card of document.querySelectorAll('.qr-card')) {
      const table = card.getAttribute('data-table');
      const label = card.querySelector('.qr-card__table')!;
      expect(label.querySelector('[lang="en"]')?.textContent).toBe(`Table ${table}`);
      expect(label.querySelector('[lang="ar"]')?.textContent).toBe(`طاولة ${table}`);
      expect(label.querySelector('[lang="ar"]')?.getAttribute('dir')).toBe('rtl');
      const names = [...card.querySelectorAll('.qr-card__name')].map((name) => name.textContent);
      expect(names).toEqual(['Saffron House', 'بيت الزعفران']);
      const scan = card.querySelector('.qr-card__scan')!;
      expect(scan.querySelector('[lang="en"]')?.textContent).toBe('Scan to see the menu and order from your table');
      expect(scan.querySelector('[lang="ar"]')?.textContent).toBe('امسح الرمز لتصفّح القائمة والطلب من طاولتك');
      expect(card.querySelector('img.qr-card__logo')?.getAttribute('src')).toBe(brand.logo);
    }
  });

  it('is one file for A4, in the restaurant’s colours, six cards to a sheet that never split', async () => {
    const tables = Array.from({ length: 13 }, (_, i) => i + 1);
    const html = await qrCardsPage({ brand, siteUrl: SITE, tables });
    const { document } = new JSDOM(html).window;
    const sheets = [...document.querySelectorAll('.sheet')];
    expect(sheets.map((sheet) => sheet.querySelectorAll('.qr-card').length)).toEqual([CARDS_PER_SHEET, 6, 1]);
    const css = document.querySelector('style')!.textContent;
    expect(css).toContain('@page { size: A4;');
    expect(css).toMatch(/\.qr-card \{[^}]*break-inside: avoid/);
    expect(css).toContain('--theme:#D9480F');
    // Nothing to fetch: no stylesheet, script, or image outside the file.
    expect(document.querySelectorAll('link, script')).toHaveLength(0);
    expect([...document.querySelectorAll('img')].every((img) => img.src.startsWith('data:'))).toBe(true);
  });

  it('escapes a restaurant name that holds markup', async () => {
    const html = await qrCardsPage({
      brand: { ...brand, name: { en: '<script>alert(1)</script>', ar: '"><img src=x>' } },
      siteUrl: SITE,
      tables: [1],
    });
    const { document } = new JSDOM(html).window;
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('.qr-card__name')?.textContent).toBe('<script>alert(1)</script>');
  });
});

describe('the brand of the live version', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'qr-cards-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** Publishes a version holding `restaurant` under the seeded slug, and the files given. */
  async function publish(restaurant: unknown, files: Record<string, string | Buffer> = {}): Promise<string> {
    return publishFor('saffron-house', restaurant, files);
  }

  /** The same for the site of `slug`, in its own folder of versions (publish/layout.ts). */
  async function publishFor(
    slug: string,
    restaurant: unknown,
    files: Record<string, string | Buffer> = {},
  ): Promise<string> {
    const store = createVersionStore(siteRoot(root, slug));
    const { id, dir } = await store.begin();
    await mkdir(join(dir, 'data'), { recursive: true });
    await writeFile(
      join(dir, 'data', 'site.json'),
      JSON.stringify({ entries: { [`restaurant:${slug}`]: restaurant } }),
    );
    for (const [path, content] of Object.entries(files)) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), content);
    }
    await store.commit(id, { trigger: 'test', pages: 1 });
    return id;
  }

  const restaurant = {
    name: { en: 'Saffron House', ar: 'بيت الزعفران' },
    logo: { src: '/media/abc-400/400.png', width: 400, height: 400 },
    colorScheme: { 'root-theme': '#D9480F', 'root-title': 'not a colour' },
  };

  it('reads names, logo, colours and fonts from the version’s own files', async () => {
    const id = await publish(restaurant, {
      'media/abc-400/400.png': LOGO_PNG,
      'assets/cairo-arabic-wght-normal-AbCdEf12.woff2': 'font',
    });
    const read = await readBrand(siteRoot(root, 'saffron-house'), 'saffron-house');
    expect(read.version).toBe(id);
    expect(read.name).toEqual({ en: 'Saffron House', ar: 'بيت الزعفران' });
    expect(read.logo).toBe(`data:image/png;base64,${LOGO_PNG.toString('base64')}`);
    // A colour that is not one gives way to the site's default.
    expect(read.colors.theme).toBe('#D9480F');
    expect(read.colors.title).toBe('#010F1C');
    expect(read.fonts.map((font) => font.family)).toEqual(['Cards Cairo Arabic']);
    expect(read.notes.filter((note) => note.includes('font'))).toHaveLength(2);
  });

  it('prints the site’s default logo when the restaurant’s is missing, and says so', async () => {
    await publish(restaurant, { 'assets/img/logo/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const read = await readBrand(siteRoot(root, 'saffron-house'), 'saffron-house');
    expect(read.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(read.notes[0]).toContain('/media/abc-400/400.png is not in the version');
    // A logo address that leaves the version is no file of it.
    await publish({ ...restaurant, logo: { src: '/../../etc/passwd' } });
    const outside = await readBrand(siteRoot(root, 'saffron-house'), 'saffron-house');
    expect(outside.logo).toBeNull();
    expect(outside.notes).toContain('the version has no logo file: the cards show the name alone');
  });

  it('says plainly when nothing is published, or the version holds another restaurant', async () => {
    await expect(readBrand(siteRoot(root, 'saffron-house'), 'saffron-house')).rejects.toThrow(BrandError);
    await expect(readBrand(siteRoot(root, 'saffron-house'), 'saffron-house')).rejects.toThrow(
      /nothing of saffron-house is published yet in .*npm run publish/,
    );
    await publish(restaurant);
    await expect(readBrand(siteRoot(root, 'saffron-house'), 'cedar-grill')).rejects.toThrow(
      'holds no restaurant "cedar-grill"',
    );
    await publish({ name: { en: '', ar: '' } });
    await expect(readBrand(siteRoot(root, 'saffron-house'), 'saffron-house')).rejects.toThrow('has no name');
  });

  it('the command writes the page, and exits 2 on a bad option and 1 with nothing published', async () => {
    const run = (args: string[], env: Record<string, string> = { SITE_URL: SITE }) =>
      promisify(execFile)(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'qr-cards.ts'), ...args], {
        cwd: root,
        env: { ...process.env, PUBLISH_DIR: root, INIT_CWD: root, ...env },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const bad = await run(['--tables', '1-501', '--site', 'saffron-house']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`more than ${MAX_TABLES} tables`);
    expect(bad.stderr).toContain('Usage: npm run qr-cards');
    // The demo's list has two restaurants: the command asks which.
    const which = await run(['--tables', '1-2']);
    expect(which.code).toBe(2);
    expect(which.stderr).toContain("say which restaurant's cards: --site saffron-house | cedar-grill");
    const none = await run(['--tables', '1-2', '--site', 'saffron-house']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('nothing of saffron-house is published yet');
    await publish(restaurant, { 'media/abc-400/400.png': LOGO_PNG });
    const done = await run(['--tables', '1-2', '--site', 'saffron-house']);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Wrote 2 table cards for Saffron House`);
    const page = await readFile(join(root, 'qr-cards.html'), 'utf8');
    expect(page).toContain(`${SITE}/?table=2`);
    expect(existsSync(join(root, 'qr-cards.html'))).toBe(true);
    // Each restaurant's cards: its own name, and codes that open its own site (sites.json).
    await publishFor('cedar-grill', { ...restaurant, name: { en: 'Cedar Grill', ar: 'مشاوي الأرز' } });
    const cedar = await run(['--tables', '3', '--site', 'cedar-grill', '--out', 'cedar.html'], {});
    expect(cedar.code).toBe(0);
    expect(cedar.stdout).toContain('Wrote 1 table card for Cedar Grill');
    const cards = await readFile(join(root, 'cedar.html'), 'utf8');
    expect(cards).toContain('http://cedar-grill.localhost:5173/?table=3');
    expect(cards).not.toContain('Saffron House');
  }, 90_000);
});
