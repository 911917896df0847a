import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../build/schema-files';
import { mediaFile, mediaSrc } from '../../src/components/media';
import { writeIcons } from './icons';
import { FAVICON } from './offline';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'icons-'));
  await copyFile(join(ROOT, 'public', 'favicon.svg'), join(dir, 'favicon.svg'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const frame = { themeColor: '#0b6e4f' };
/** The colour of one pixel of a PNG. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(join(dir, file)).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('the icons step', () => {
  it('draws the icons at their sizes from the app’s favicon, the maskable one on the theme colour', async () => {
    expect(await writeIcons({ content: { restaurant: { logo: null } }, frame, outDir: dir })).toEqual({
      fromLogo: false,
    });
    for (const [file, size] of [
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
      ['icons/maskable-512.png', 512],
      ['favicon.png', 64],
    ] as const) {
      const meta = await sharp(join(dir, file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    // Palette PNGs, smaller than the same pixels in truecolour.
    for (const file of ['icons/icon-192.png', 'icons/icon-512.png', 'favicon.png']) {
      const written = readFileSync(join(dir, file));
      const truecolour = await sharp(written).png({ palette: false }).toBuffer();
      expect((await sharp(written).metadata()).isPalette, file).toBe(true);
      expect(written.length, file).toBeLessThan(truecolour.length * 0.8);
    }
    // The corner of the maskable icon is the theme colour (#0b6e4f): its safe zone is the middle.
    expect(await pixel('icons/maskable-512.png', 0, 0)).toEqual([0x0b, 0x6e, 0x4f]);
    // The tab's icon is the app's mark: its dark disc (#1C1C1C) at the edge, the saffron flower
    // (#E8A317) above the centre.
    expect(await pixel('favicon.png', 4, 32)).toEqual([0x1c, 0x1c, 0x1c]);
    const [r, g, b] = await pixel('favicon.png', 32, 16);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(120);
    expect(b).toBeLessThan(80);
  });

  it('names the tab’s icon in the pages’ template as the step writes it, a PNG', async () => {
    // A favicon is decoded on the page's main thread: an SVG one is a whole document (offline.ts).
    const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
    const links = [...template.matchAll(/<link\s[^>]*rel="icon"[^>]*>/g)].map(([link]) => link);
    expect(links).toEqual([
      `<link rel="icon" href="${FAVICON.src}" type="image/png" sizes="${FAVICON.size}x${FAVICON.size}" />`,
    ]);
    // `vite` and `npm run build` serve the app's own, drawn by `npm run art` at the same size.
    const own = await sharp(join(ROOT, 'public', ...FAVICON.src.split('/').filter(Boolean))).metadata();
    expect([own.format, own.width, own.height]).toEqual(['png', FAVICON.size, FAVICON.size]);
  });

  it('draws them, and the favicon, from the restaurant’s own logo when the version has it', async () => {
    // A 400 px red logo, derived as the media step derives it (its widest WebP).
    const original = { key: '0123456789abcdef', width: 400 };
    const file = join(dir, ...mediaFile(original, 400, 'webp').split('/').filter(Boolean));
    await mkdir(join(file, '..'), { recursive: true });
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c0392b' } })
      .webp()
      .toFile(file);
    const logo = { src: mediaSrc(original), width: 400, height: 400 };
    expect(await writeIcons({ content: { restaurant: { logo } }, frame, outDir: dir })).toEqual({ fromLogo: true });
    const [r, g, b] = await pixel('icons/icon-192.png', 96, 96);
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(150);
    // The tab's icon is the logo too.
    const [fr, fg, fb] = await pixel('favicon.png', 32, 32);
    expect(fr).toBeGreaterThan(150);
    expect(fg! + fb!).toBeLessThan(150);
  });
});
