/**
 * Prerender step "frame": what every page of the version shares, written once before the pages.
 * The restaurant's colours as a small hashed stylesheet (so the first frame is already its
 * brand) and its theme colour; the digits of Arabic pages; the not-found shell, naming the
 * version's languages; and the hash of all of it, which publish/incremental.ts compares: when
 * anything every page shares changes, every page is rendered again.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zoneOffsets, zoneOffsetsAttribute } from '../../src/hours/zone.ts';
import { languagesAttribute } from '../../src/i18n/available.ts';
import { brandStylesheet, themeColorOf } from '../../src/theme/brandCss.ts';
import { hashOf } from '../incremental.ts';
import { withStylePolicy } from '../page-template.ts';
import type { SiteContent } from './load.ts';
import type { PageSite } from '../../src/site/pageSite.ts';
import type { AppFrame, ServerEntry } from './read-app.ts';

export interface FrameInput {
  entry: Pick<ServerEntry, 'ARABIC_DIGITS_ATTRIBUTE' | 'siteAttributes'>;
  /** The site the version is of: its restaurant and public address, named on every page's <html>. */
  site: PageSite;
  app: Pick<AppFrame, 'shell' | 'scripts' | 'manifest' | 'fonts'>;
  content: Pick<SiteContent, 'restaurant' | 'languages'>;
  outDir: string;
  /** The publish's clock (tests set it): which calendar years the zone's offsets cover. */
  now?: Date;
}

export interface PageFrame {
  /**
   * The brand stylesheet's address (`/assets/brand-….css`), or null when the restaurant has no
   * colours of its own. Pages get it inside their first-view stylesheet (publish/steps/styles.ts).
   */
  brandSheet: string | null;
  themeColor: string;
  /** ` data-site="…" data-site-url="…"` on <html>: which site the page belongs to (src/site/pageSite.ts). */
  siteAttribute: string;
  /** Whether Arabic pages show Arabic-Indic digits (each page is rendered so: src/entry-server.tsx). */
  arabicDigits: boolean;
  /** ` data-digits="…"` on <html> when Arabic pages show Arabic-Indic digits, else ''. */
  digitsAttribute: string;
  /**
   * ` data-zone="…"` on <html>: the restaurant zone's offsets this calendar year and the next
   * (src/hours/zone.ts), so the browser reads the restaurant's clock without Intl. Whole years,
   * so the frame changes once a year, not with every publish.
   */
  zoneAttribute: string;
  /** Hash of everything every page shares. */
  shared: string;
}

/** Worked out once per zone and year by a long-running publisher (about 25 ms each with Intl). */
const zoneAttributes = new Map<string, string>();

/** The restaurant zone's offsets from 1 January of `now`'s year (UTC) to the end of the next year. */
function zoneAttributeOf(timeZone: string, now: Date): string {
  const year = now.getUTCFullYear();
  const key = `${timeZone} ${year}`;
  let attribute = zoneAttributes.get(key);
  if (attribute === undefined) {
    const table = zoneOffsets(timeZone, Date.UTC(year, 0, 1), Date.UTC(year + 2, 0, 1));
    attribute = ` data-zone="${zoneOffsetsAttribute(table)}"`;
    zoneAttributes.set(key, attribute);
  }
  return attribute;
}

export async function writeFrame({
  entry,
  site,
  app,
  content,
  outDir,
  now = new Date(),
}: FrameInput): Promise<PageFrame> {
  const { restaurant, languages } = content;
  const siteAttribute = entry.siteAttributes(site);
  // Each page renders with it, and names it on <html> so the browser renders the same digits
  // when it hydrates (src/i18n/digits.ts).
  const digitsAttribute = restaurant.arabicDigits ? ` data-digits="${entry.ARABIC_DIGITS_ATTRIBUTE}"` : '';
  const zoneAttribute = zoneAttributeOf(restaurant.timeZone, now);
  // Addresses the version has no page for get the shell with 404: it shows the not-found page.
  // It names the version's languages too (src/main.tsx reads them before it redirects anyone).
  // Its style policy allows no inline style, as every page's (publish/page-template.ts).
  await writeFile(
    join(outDir, 'shell.html'),
    withStylePolicy(
      app.shell.replace(
        /<html([^>]*)>/,
        (_, attributes: string) => `<html${attributes}${languagesAttribute(languages)}${siteAttribute}>`,
      ),
    ),
  );
  const brand = brandStylesheet(restaurant.colorScheme);
  const themeColor = themeColorOf(restaurant.colorScheme);
  let brandSheet: string | null = null;
  if (brand) {
    const file = `assets/brand-${createHash('sha256').update(brand).digest('hex').slice(0, 10)}.css`;
    await writeFile(join(outDir, file), brand);
    brandSheet = `/${file}`;
  }
  const { template } = app.scripts;
  const shared = hashOf(
    template,
    app.scripts,
    app.manifest,
    brandSheet,
    themeColor,
    app.fonts,
    siteAttribute,
    languages,
    digitsAttribute,
    zoneAttribute,
  );
  return {
    brandSheet,
    themeColor,
    siteAttribute,
    arabicDigits: restaurant.arabicDigits,
    digitsAttribute,
    zoneAttribute,
    shared,
  };
}
