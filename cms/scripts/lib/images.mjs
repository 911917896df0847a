// Renders the seed artwork (SVG strings) to WebP with sharp, caching results on disk so
// repeated fresh starts (tests) don't redraw the same pictures.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CMS_DIR } from './config.mjs';

export const ARTWORK_CACHE = path.join(CMS_DIR, '.tmp', 'artwork');

export async function renderWebp(svgText, { quality = 78 } = {}) {
  const key = createHash('sha256').update(`${quality}:${svgText}`).digest('hex').slice(0, 32);
  const file = path.join(ARTWORK_CACHE, `${key}.webp`);
  try {
    return await readFile(file);
  } catch {
    /* not cached yet */
  }
  const buffer = await sharp(Buffer.from(svgText), { density: 72 }).webp({ quality, effort: 3 }).toBuffer();
  await mkdir(ARTWORK_CACHE, { recursive: true });
  // Write then rename, so a concurrent seed (another test instance) never reads half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, buffer);
  await rename(temporary, file);
  return buffer;
}
