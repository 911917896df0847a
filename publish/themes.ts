/**
 * The colour schemes of the installation's restaurants, which every version carries in
 * `data/themes.json` for the spec's `themeChange` event (src/layout/behaviour/theme.ts): a page
 * told another published restaurant's slug applies that restaurant's scheme, and an unknown slug
 * brings the defaults back.
 *
 * A publish takes the schemes of the sites of its own CMS from that CMS, in one read as it
 * publishes (what their next publish would carry), and those of sites of other CMSs from their
 * live versions' own themes.json (it cannot read another CMS). When a publish changes its
 * restaurant's published scheme, the other sites are published again, which renders no page of
 * theirs and carries the new scheme (publish/server.ts). A site's first publish does not: a
 * restaurant added to the list is published alone, and its colours reach the sites of other CMSs
 * with their next publish (the sites of its own CMS read them as they publish).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CmsClient } from '../src/data/client.ts';
import { normalizeColorScheme } from '../src/data/normalize/restaurant.ts';
import { DATA_DIR, THEMES_FILE, type ThemesData } from '../src/data/published.ts';
import type { ColorSchemeModel } from '../src/generated/types.ts';
import { COLOR_FIELDS } from '../src/theme/defaults.ts';
import { siteRoot } from './layout.ts';

export type Schemes = Record<string, ColorSchemeModel | null>;

/**
 * The scheme `slug`'s live version was published with: undefined when the site has no live
 * version (or one from before themes.json), null when its restaurant has no colours of its own.
 */
export async function publishedScheme(root: string, slug: string): Promise<ColorSchemeModel | null | undefined> {
  try {
    const file = join(siteRoot(root, slug), 'current', DATA_DIR, THEMES_FILE);
    const data = JSON.parse(await readFile(file, 'utf8')) as Partial<ThemesData>;
    return data.schemes && Object.hasOwn(data.schemes, slug) ? (data.schemes[slug] ?? null) : undefined;
  } catch {
    return undefined;
  }
}

/** The published schemes of `sites`, by slug; a site not published yet is left out. */
export async function publishedThemes(root: string, sites: readonly string[]): Promise<Schemes> {
  const entries = await Promise.all(sites.map(async (slug) => [slug, await publishedScheme(root, slug)] as const));
  return Object.fromEntries(
    entries.filter((entry): entry is [string, ColorSchemeModel | null] => entry[1] !== undefined),
  );
}

/** The schemes of the restaurants `slugs` as their CMS holds them now, in one read. */
export async function cmsThemes(client: Pick<CmsClient, 'readCollection'>, slugs: readonly string[]): Promise<Schemes> {
  if (slugs.length === 0) return {};
  const rows = await client.readCollection('restaurants', {
    fields: ['slug', ...COLOR_FIELDS.map((field) => `website_color_scheme.${field}`)],
    filter: { slug: { _in: [...slugs] } },
    limit: -1,
  });
  return Object.fromEntries(
    rows
      .filter((row) => typeof row.slug === 'string')
      .map((row) => [row.slug as string, normalizeColorScheme(row.website_color_scheme)]),
  );
}

/**
 * The sites to publish again after a site's publish: all the others when its published scheme
 * changed; none on its first publish (`before` undefined), which leaves the others alone.
 */
export function sitesToCarry(
  before: ColorSchemeModel | null | undefined,
  after: ColorSchemeModel | null,
  others: readonly { slug: string }[],
): string[] {
  if (before === undefined || JSON.stringify(before) === JSON.stringify(after)) return [];
  return others.map((site) => site.slug);
}
