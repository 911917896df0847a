/**
 * The theme read: the colour scheme of any restaurant, for the themeChange event. In the browser,
 * from the version's `data/themes.json`, which holds the published scheme of every restaurant the
 * installation publishes (publish/themes.ts): a restaurant that is not published has none, and
 * the defaults come back.
 */
import type { ColorSchemeModel } from '../../generated/types';
import { COLOR_FIELDS } from '../../theme/defaults';
import { THEMES_FILE, type ThemesData } from '../published';
import { defineQuery, publisherOnly } from '../query';

export const themeQuery = defineQuery<{ slug: string }, ColorSchemeModel | null>({
  name: 'theme',
  key: (params) => `theme:${params.slug}`,
  fromPublished: async (params, data) => {
    const file = (await data.file(THEMES_FILE)) as Partial<ThemesData> | null;
    const scheme = file?.schemes && Object.hasOwn(file.schemes, params.slug) ? file.schemes[params.slug] : null;
    return scheme ?? null;
  },
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (params, ctx) => {
        const rows = await ctx.client.readCollection('restaurants', {
          fields: COLOR_FIELDS.map((f) => `website_color_scheme.${f}`),
          filter: { slug: { _eq: params.slug } },
          limit: 1,
        });
        // Loaded here, not imported: the browser's build, which never reads, leaves the normaliser out.
        const { normalizeColorScheme } = await import('../normalize/restaurant');
        const scheme = normalizeColorScheme(rows[0]?.website_color_scheme);
        if (!scheme) console.warn(`[theme] no colour scheme for "${params.slug}"; default colours remain`);
        return scheme;
      },
  placeholder: () => null,
});
