/**
 * Prerender step "write sitemap": for search engines, `sitemap.xml` with every indexable
 * address in each language of the version (dish pages included), and `robots.txt` saying
 * where it is (publish/sitemap.ts). With Arabic off, English alone.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { robotsTxt, sitemapXml } from '../sitemap.ts';
import type { SiteContent } from './load.ts';
import type { ServerEntry } from './read-app.ts';

export interface WriteSitemapInput {
  entry: Pick<ServerEntry, 'routes' | 'pages'>;
  /** The site's public address, no trailing slash. */
  siteUrl: string;
  content: Pick<SiteContent, 'itemIds' | 'languages'>;
  outDir: string;
  /** The sitemap's lastmod. */
  now?: Date;
}

export async function writeSitemap({
  entry,
  siteUrl,
  content,
  outDir,
  now = new Date(),
}: WriteSitemapInput): Promise<void> {
  const { routes } = entry;
  const { itemIds, languages } = content;
  await writeFile(
    join(outDir, 'sitemap.xml'),
    sitemapXml({ siteUrl, routes, itemIds, dishPage: entry.pages.dish, lastmod: now, languages }),
  );
  await writeFile(join(outDir, 'robots.txt'), robotsTxt({ siteUrl, routes, languages }));
}
