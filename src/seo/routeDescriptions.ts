/**
 * Each route's meta description on one site. site.config.json gives every route a description
 * the sites share, in which `{restaurant}` stands for the restaurant's name; a site may give a
 * route its own words instead (sites.json `words.descriptions`). The publisher writes each
 * page's head with them: every page is a document of its own, so the browser never rewrites it,
 * and the route chunks the sites share hold no site's words.
 */
import type { LocalizedText } from '../generated/types';
import type { Language } from '../i18n/dictionary';

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
