/** SPEC section 7 call 11: the colour scheme of any restaurant, for the themeChange event. */
import type { ColorSchemeModel } from '../../generated/types';
import { COLOR_FIELDS } from '../../theme/defaults';
import { normalizeColorScheme } from '../normalize/restaurant';
import { defineQuery } from '../query';

export const themeQuery = defineQuery<{ slug: string }, ColorSchemeModel | null>({
  name: 'theme',
  key: (params) => `theme:${params.slug}`,
  async fetch(params, ctx) {
    const rows = await ctx.client.readCollection('restaurants', {
      fields: COLOR_FIELDS.map((f) => `website_color_scheme.${f}`),
      filter: { slug: { _eq: params.slug } },
      limit: 1,
    });
    const scheme = normalizeColorScheme(rows[0]?.website_color_scheme);
    if (!scheme) console.warn(`[theme] no colour scheme for "${params.slug}"; default colours remain`);
    return scheme;
  },
  placeholder: () => null,
});
