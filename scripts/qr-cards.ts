/**
 * `npm run qr-cards -- --tables 1-20`: a printable A4 page with one QR card per table, each
 * code opening a site at `/?table=<n>` (dine-in mode for that table). The restaurant's names,
 * logo and colours come from its site's live published version, so it works with the CMS down;
 * the site address is its url in the site list (sites.json; SITE_URL for a list of one).
 *
 *   --tables <list>   1-20, or 1,3,5-7 (at most 500 tables)
 *   --site <slug>     the restaurant's site (needed when the list has several)
 *   --out <file>      where to write the page (default: qr-cards.html in the current folder)
 *   --help
 *
 * Exit codes: 0 written, 1 nothing published (or the version unreadable), 2 a bad option.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { SiteConfigError } from '../build/site-config.ts';
import { listedSlugs, loadSites, SiteListError } from '../build/sites.ts';
import { publishRoot, siteRoot } from '../build/publish-dir.ts';
import { BrandError, readBrand } from './qr-cards/brand.ts';
import { qrCardsPage } from './qr-cards/page.ts';
import { MAX_TABLES, parseTables, TableRangeError } from './qr-cards/tables.ts';

export const USAGE = `Usage: npm run qr-cards -- --tables <list> [--site <slug>] [--out <file>]

Writes a printable A4 page (one standalone HTML file) with a QR card per table, for the
restaurant of a site's live published version. Each code opens <site>/?table=<n>.

  --tables <list>  the tables: 1-20, or 1,3,5-7 (at most ${MAX_TABLES} at once)
  --site <slug>    the restaurant's site (needed when sites.json lists several)
  --out <file>     the page to write (default: qr-cards.html in the current folder)
  --help           this text

The site address is the site's url in sites.json (SITE_URL for a list of one); the
versions are in PUBLISH_DIR (default published/).`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface CardsOptions {
  tables: number[];
  out: string;
  /** The site's slug; the list's only site when absent. */
  site?: string;
}

/** The options of an argument list, or 'help'; throws UsageError or TableRangeError. */
export function parseArguments(args: readonly string[], cwd: string): CardsOptions | 'help' {
  const values: Record<string, string | undefined> = {};
  const examples: Record<string, string> = {
    '--tables': '--tables 1-20',
    '--out': '--out cards.html',
    '--site': '--site cedar-grill',
  };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (!name || !(name in examples)) throw new UsageError(`unknown option "${arg}"`);
    const value = inline ?? args[(i += 1)];
    if (value === undefined || (inline === undefined && value.startsWith('--')))
      throw new UsageError(`${name} needs a value, for example ${examples[name]}`);
    values[name] = value;
  }
  const { '--tables': tables, '--out': out, '--site': site } = values;
  if (tables === undefined) throw new UsageError('say which tables: --tables 1-20 (or 1,3,5-7)');
  if (out?.trim() === '') throw new UsageError('--out needs a file name');
  if (site !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(site))
    throw new UsageError(`--site takes a restaurant's slug, such as cedar-grill, not "${site}"`);
  return { tables: parseTables(tables), out: resolve(cwd, out ?? 'qr-cards.html'), ...(site ? { site } : {}) };
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
  const slugs = listedSlugs();
  if (!options.site && slugs.length > 1) {
    console.error(`✖ say which restaurant's cards: --site ${slugs.join(' | ')}\n\n${USAGE}`);
    return 2;
  }
  // That site alone, so that SITE_URL, when set, is its address (build/sites.ts).
  const [site] = loadSites({ only: options.site ?? slugs[0] });
  if (!site) throw new SiteListError('sites.json', [{ path: 'sites', message: 'lists no site' }]);
  const brand = await readBrand(siteRoot(publishRoot(), site.slug), site.slug);
  for (const note of brand.notes) console.warn(`! ${note}`);
  const html = await qrCardsPage({ brand, siteUrl: site.url, tables: options.tables });
  await mkdir(dirname(options.out), { recursive: true });
  await writeFile(options.out, html);
  const count = options.tables.length;
  console.log(
    `Wrote ${count} table card${count === 1 ? '' : 's'} for ${brand.name.en} (version ${brand.version}) to ${options.out}; ` +
      `codes open ${site.url}/?table=<n>. Print it on A4 at 100 % scale.`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof BrandError || error instanceof SiteConfigError || error instanceof SiteListError;
      console.error(`✖ qr-cards: ${error instanceof Error ? error.message : String(error)}`);
      if (!known && error instanceof Error && error.stack) console.error(error.stack);
      process.exit(1);
    },
  );
}
