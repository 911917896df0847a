/**
 * Each route's meta description on one site. site.config.json gives every route a description
 * the sites share, in which `{restaurant}` stands for the restaurant's name; a site may give a
 * route its own words instead (sites.json `words.descriptions`). The publisher writes the
 * prerendered head with them, and the site's final descriptions into `data/descriptions.json`,
 * which the browser reads when a client-side navigation rewrites the head (./useHead.ts): the
 * route chunks the sites share hold no site's words.
 */
import type { LocalizedText } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import type { PublishedData } from '../data/published';

/** The file under `/data/` with the site's descriptions by route path. */
export const DESCRIPTIONS_FILE = 'descriptions.json';

export interface DescriptionsData {
  descriptions: Record<string, LocalizedText>;
}

/** `{restaurant}` in each language's text, filled with the restaurant's name in that language. */
export function fillRestaurant(text: LocalizedText, name: LocalizedText): LocalizedText {
  const fill = (value: string, language: Language) =>
    value.replace(/\{restaurant\}/g, () => name[language] || name.en || name.ar);
  return { en: fill(text.en, 'en'), ar: fill(text.ar, 'ar') };
}

/** Every route's description on one site: its own words where it has them, else the shared ones with its name. */
export function siteDescriptions(
  routes: readonly { path: string; description: LocalizedText | null }[],
  own: Partial<Record<string, LocalizedText>>,
  name: LocalizedText,
): Record<string, LocalizedText> {
  return Object.fromEntries(
    routes.map((route) => [
      route.path,
      fillRestaurant(own[route.path] ?? route.description ?? { en: '', ar: '' }, name),
    ]),
  );
}

const read = new WeakMap<PublishedData, Promise<DescriptionsData | null>>();

/** A route's description in the live version, read once per visit; '' when the version has none. */
export async function publishedDescription(
  published: PublishedData,
  routePath: string,
  language: Language,
): Promise<string> {
  let file = read.get(published);
  if (!file) {
    file = published.file(DESCRIPTIONS_FILE).then(
      (value) => (value && typeof value === 'object' && 'descriptions' in value ? (value as DescriptionsData) : null),
      () => null,
    );
    read.set(published, file);
  }
  const text = (await file)?.descriptions[routePath];
  return text ? text[language] || text.en : '';
}
