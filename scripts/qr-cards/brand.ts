/**
 * The restaurant as the live published version shows it: its names, logo, colours and the site's
 * fonts, read from the version's own files (src/data/published.ts for the layout), never from
 * the CMS, so the cards can be printed while the CMS is down. Files become data URIs: the printed
 * page is one file that needs nothing else.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { color, isRecord, text } from '../../src/data/normalize/fields.ts';
import { DATA_DIR, restaurantKey, SITE_DATA_FILE } from '../../src/data/published.ts';
import { DEFAULT_LOGO } from '../../src/layout/defaultLogo.ts';
import { DEFAULT_COLORS } from '../../src/theme/defaults.ts';
import { createVersionStore } from '../../publish/versions.ts';

export class BrandError extends Error {
  override name = 'BrandError';
}

export interface BrandFont {
  /** The family the page's CSS names. */
  family: string;
  /** `200 1000` for a variable font, `700` for one weight. */
  weight: string;
  dataUri: string;
}

export interface Brand {
  /** The version the brand was read from. */
  version: string;
  name: { en: string; ar: string };
  /** The logo as a data URI, or null when the version holds none (the cards then show the name alone). */
  logo: string | null;
  /** Validated CSS colours of the restaurant's scheme, with the site's defaults for any it lacks. */
  colors: { theme: string; title: string; text: string; border: string };
  fonts: BrandFont[];
  /** What the printer should know (a logo file missing, a font not found). */
  notes: string[];
}

const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/**
 * The site's fonts the cards are set in (the same @fontsource files the pages load, found by
 * name in the version's assets): Playfair Display for the name, Cairo's Latin and Arabic subsets
 * for the rest. Each subset is a family of its own, so Arabic letters fall through to the Arabic
 * file without the unicode ranges of @fontsource's CSS.
 */
const FONT_FILES = [
  { prefix: 'playfair-display-latin-700-normal-', family: 'Cards Playfair', weight: '700' },
  { prefix: 'cairo-latin-wght-normal-', family: 'Cards Cairo Latin', weight: '200 1000' },
  { prefix: 'cairo-arabic-wght-normal-', family: 'Cards Cairo Arabic', weight: '200 1000' },
];

const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A site path of the version (`/media/…/400.webp`) as a file inside it, or null for any other value. */
function fileOf(versionDir: string, path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(path.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const file = resolve(versionDir, `.${pathname}`);
  return file.startsWith(versionDir + sep) && existsSync(file) ? file : null;
}

async function logoOf(versionDir: string, logo: unknown, notes: string[]): Promise<string | null> {
  const src = isRecord(logo) ? logo.src : undefined;
  for (const [path, missing] of [
    [src, `the logo ${String(src)} is not in the version: the site's default logo is printed instead`],
    [DEFAULT_LOGO, 'the version has no logo file: the cards show the name alone'],
  ] as const) {
    if (path === undefined || path === null) continue;
    const file = fileOf(versionDir, path);
    const type = file ? IMAGE_TYPES[extname(file).toLowerCase()] : undefined;
    if (file && type) return dataUri(type, await readFile(file));
    notes.push(missing);
  }
  return null;
}

async function fontsOf(versionDir: string, notes: string[]): Promise<BrandFont[]> {
  const assets = await readdir(join(versionDir, 'assets')).catch(() => [] as string[]);
  const fonts: BrandFont[] = [];
  for (const font of FONT_FILES) {
    const file = assets.find((name) => name.startsWith(font.prefix) && name.endsWith('.woff2'));
    if (!file) {
      notes.push(`the font ${font.prefix}*.woff2 is not in the version: the printer's own font is used`);
      continue;
    }
    fonts.push({ ...font, dataUri: dataUri('font/woff2', await readFile(join(versionDir, 'assets', file))) });
  }
  return fonts;
}

/** The live version's restaurant `slug` under its site's folder of versions `root` (publish/layout.ts); throws BrandError. */
export async function readBrand(root: string, slug: string): Promise<Brand> {
  const version = await createVersionStore(root).current();
  if (version === null)
    throw new BrandError(
      `nothing of ${slug} is published yet in ${root}: publish the site first (npm start, or npm run publish), ` +
        'or set PUBLISH_DIR to where its versions are',
    );
  // The version itself, not `current`: a publish that switches meanwhile cannot mix two versions.
  const versionDir = resolve(root, 'versions', version);
  const dataFile = join(versionDir, DATA_DIR, SITE_DATA_FILE);
  let entries: unknown;
  try {
    entries = (JSON.parse(await readFile(dataFile, 'utf8')) as { entries?: unknown }).entries;
  } catch (error) {
    throw new BrandError(
      `the live version ${version} has no readable ${DATA_DIR}/${SITE_DATA_FILE} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const key = restaurantKey(slug);
  const restaurant = isRecord(entries) ? entries[key] : undefined;
  if (!isRecord(restaurant) || !isRecord(restaurant.name))
    throw new BrandError(
      `the live version ${version} holds no restaurant "${slug}": was it published for another one?`,
    );
  const name = { en: text(restaurant.name.en), ar: text(restaurant.name.ar) };
  if (!name.en && !name.ar) throw new BrandError(`the restaurant "${slug}" of version ${version} has no name`);
  const scheme = isRecord(restaurant.colorScheme) ? restaurant.colorScheme : {};
  const notes: string[] = [];
  return {
    version,
    name: { en: name.en || name.ar, ar: name.ar || name.en },
    logo: await logoOf(versionDir, restaurant.logo, notes),
    colors: {
      theme: color(scheme['root-theme']) ?? DEFAULT_COLORS.root_theme,
      title: color(scheme['root-title']) ?? DEFAULT_COLORS.root_title,
      text: color(scheme['root-text']) ?? DEFAULT_COLORS.root_text,
      border: color(scheme['root-border2']) ?? DEFAULT_COLORS.root_border2,
    },
    fonts: await fontsOf(versionDir, notes),
    notes,
  };
}
