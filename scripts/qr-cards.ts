/**
 * `npm run qr-cards -- --tables 1-20`: a printable A4 page with one QR card per table, each
 * code opening the site at `/?table=<n>` (dine-in mode for that table). The restaurant's
 * names, logo and colours come from the live published version, so it works with the CMS down;
 * the site address is the publisher's (SITE_URL, else siteUrl of site.config.json).
 *
 *   --tables <list>   1-20, or 1,3,5-7 (at most 500 tables)
 *   --out <file>      where to write the page (default: qr-cards.html in the current folder)
 *   --help
 *
 * Exit codes: 0 written, 1 nothing published (or the version unreadable), 2 a bad option.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { loadSiteConfig, SiteConfigError } from '../build/site-config.ts';
import { publishRoot } from '../build/publish-dir.ts';
import { BrandError, readBrand } from './qr-cards/brand.ts';
import { qrCardsPage } from './qr-cards/page.ts';
import { MAX_TABLES, parseTables, TableRangeError } from './qr-cards/tables.ts';

export const USAGE = `Usage: npm run qr-cards -- --tables <list> [--out <file>]

Writes a printable A4 page (one standalone HTML file) with a QR card per table, for the
restaurant of the live published version. Each code opens <site>/?table=<n>.

  --tables <list>  the tables: 1-20, or 1,3,5-7 (at most ${MAX_TABLES} at once)
  --out <file>     the page to write (default: qr-cards.html in the current folder)
  --help           this text

The site address is SITE_URL, else siteUrl of site.config.json; the versions are in
PUBLISH_DIR (default published/).`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CardsOptions {
  tables: number[];
  out: string;
}

/** The options of an argument list, or 'help'; throws UsageError or TableRangeError. */
export function parseArguments(args: readonly string[], cwd: string): CardsOptions | 'help' {
  let tables: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (name !== '--tables' && name !== '--out') throw new UsageError(`unknown option "${arg}"`);
    const value = inline ?? args[(i += 1)];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new UsageError(
        `${name} needs a value, for example ${name === '--tables' ? '--tables 1-20' : '--out cards.html'}`,
      );
    if (name === '--tables') tables = value;
    else out = value;
  }
  if (tables === undefined) throw new UsageError('say which tables: --tables 1-20 (or 1,3,5-7)');
  if (out?.trim() === '') throw new UsageError('--out needs a file name');
  return { tables: parseTables(tables), out: resolve(cwd, out ?? 'qr-cards.html') };
}

async function main(): Promise<number> {
  // npm runs scripts from the package folder; INIT_CWD is where the command was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  let options: CardsOptions | 'help';
  try {
    options = parseArguments(process.argv.slice(2), cwd);
  } catch (error) {
    if (error instanceof UsageError || error instanceof TableRangeError) {
      console.error(`✖ ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadSiteConfig();
  const brand = await readBrand(publishRoot(), config.restaurant.slug);
  for (const note of brand.notes) console.warn(`! ${note}`);
  const html = await qrCardsPage({ brand, siteUrl: config.siteUrl, tables: options.tables });
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(options.out, html);
  const count = options.tables.length;
  console.log(
    `Wrote ${count} table card${count === 1 ? '' : 's'} for ${brand.name.en} (version ${brand.version}) to ${options.out}; ` +
      `codes open ${config.siteUrl}/?table=<n>. Print it on A4 at 100 % scale.`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof BrandError || error instanceof SiteConfigError;
      console.error(`✖ qr-cards: ${error instanceof Error ? error.message : String(error)}`);
      if (!known && error instanceof Error && error.stack) console.error(error.stack);
      process.exit(1);
    },
  );
}
