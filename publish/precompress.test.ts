import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressCopies, FIRST_WINDOW_BYTES, PAGE_HEADER_BYTES, precompress, PUBLISH_QUALITY } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html><title>Menu</title>${'<p>Lamb kabsa with saffron rice</p>'.repeat(40)}`;

describe('precompress', () => {
  it('writes brotli and gzip copies that decompress to the file, for text files only', async () => {
    await mkdir(join(dir, 'ar', 'menu'), { recursive: true });
    await writeFile(join(dir, 'ar', 'menu', 'index.html'), page);
    await writeFile(join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
    await writeFile(join(dir, 'tiny.css'), 'a{b:c}');
    expect(await precompress(dir, { quality: 5 })).toBe(1);
    const html = join(dir, 'ar', 'menu', 'index.html');
    expect(brotliDecompressSync(await readFile(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(await readFile(`${html}.gz`)).toString()).toBe(page);
    expect(existsSync(join(dir, 'photo.webp.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
  });

  it('leaves files that have their copies alone (the app assets compressed once)', async () => {
    await writeFile(join(dir, 'app.js'), page);
    await precompress(dir);
    const before = (await stat(join(dir, 'app.js.br'))).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await precompress(dir)).toBe(0);
    expect((await stat(join(dir, 'app.js.br'))).mtimeMs).toBe(before);
  });

  it('adds a missing copy without writing over the one there (it may be linked into other versions)', async () => {
    await writeFile(join(dir, 'app.js'), page);
    await writeFile(join(dir, 'app.js.gz'), 'the gzip copy of the kept build');
    expect(await precompress(dir)).toBe(1);
    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(page);
    expect(await readFile(join(dir, 'app.js.gz'), 'utf8')).toBe('the gzip copy of the kept build');
  });

  it('links the live version’s copies of a file it holds unchanged, and compresses the changed ones', async () => {
    const live = join(dir, 'live');
    const next = join(dir, 'next');
    await mkdir(join(live, 'data'), { recursive: true });
    await mkdir(join(next, 'data'), { recursive: true });
    await writeFile(join(live, 'data', 'menu.json'), page);
    await writeFile(join(live, 'data', 'site.json'), page);
    await precompress(live);
    await writeFile(join(next, 'data', 'menu.json'), page);
    await writeFile(join(next, 'data', 'site.json'), `${page}<p>New price</p>`);
    expect(await precompress(next, { previous: live })).toBe(1);
    const menu = join(next, 'data', 'menu.json');
    expect((await stat(`${menu}.br`)).ino).toBe((await stat(join(live, 'data', 'menu.json.br'))).ino);
    expect((await stat(`${menu}.gz`)).ino).toBe((await stat(join(live, 'data', 'menu.json.gz'))).ino);
    const site = join(next, 'data', 'site.json');
    expect(brotliDecompressSync(await readFile(`${site}.br`)).toString()).toBe(`${page}<p>New price</p>`);
    expect(gunzipSync(await readFile(`${site}.gz`)).toString()).toBe(`${page}<p>New price</p>`);
  });

  it('compresses a page the quick setting leaves past the first round trip at the strongest one', async () => {
    // Words in a varied order, as a page's text is: brotli cannot fold them into a few bytes.
    let seed = 7;
    const words = ['saffron', 'lamb', 'kabsa', 'mezze', 'grill', 'rice', 'hummus', 'table', 'Riyadh', 'تمر', 'قهوة'];
    const varied = (count: number) =>
      Array.from({ length: count }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return `${words[seed % words.length]}${seed % 997}`;
      }).join(' ');
    const brotliAt = (data: Buffer, quality: number) =>
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    const large = Buffer.from(`<!doctype html><title>Home</title><p>${varied(9000)}</p>`);
    const small = Buffer.from(`<!doctype html><title>FAQ</title><p>${varied(1500)}</p>`);
    expect(brotliAt(large, PUBLISH_QUALITY) + PAGE_HEADER_BYTES).toBeGreaterThan(FIRST_WINDOW_BYTES);
    expect(brotliAt(large, 11)).toBeLessThan(brotliAt(large, PUBLISH_QUALITY));

    for (const [name, data] of [
      ['index.html', large],
      ['faq.html', small],
      ['menu.json', large],
    ] as const)
      await compressCopies(join(dir, name), data, PUBLISH_QUALITY);
    const sizeOf = async (name: string) => (await stat(join(dir, `${name}.br`))).size;
    // The large page at the strongest setting; the small page, and data that is not a page, as quick.
    expect(await sizeOf('index.html')).toBe(brotliAt(large, 11));
    expect(await sizeOf('faq.html')).toBe(brotliAt(small, PUBLISH_QUALITY));
    expect(await sizeOf('menu.json')).toBe(brotliAt(large, PUBLISH_QUALITY));
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br')))).toEqual(large);
  });
});
