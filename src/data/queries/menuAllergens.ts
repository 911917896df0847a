/**
 * The allergens the menu can leave out ("Without: nuts, dairy"): those of this restaurant's
 * published dishes, once each. Read from the dishes, as the allergens collection has no link
 * back to them; on failure the list is empty (logged only) and the filter offers none.
 */
import type { AllergenModel } from '../../generated/types';
import { allergensFromItems } from '../normalize/menu';
import { publishedFor } from './shared';
import { defineQuery } from '../query';

export const menuAllergensQuery = defineQuery<{ limit?: number }, AllergenModel[]>({
  name: 'menuAllergens',
  key: (params, ctx) => `menuAllergens:${ctx.slug}:${params.limit ?? ''}`,
  async fetch(params, ctx) {
    try {
      const rows = await ctx.client.readCollection('menu_items', {
        fields: ['allergens.allergens_id.id', 'allergens.allergens_id.name_en', 'allergens.allergens_id.name_ar'],
        filter: publishedFor(ctx),
        sort: ['sort', 'id'],
        limit: -1,
      });
      return allergensFromItems(rows).slice(0, params.limit);
    } catch (error) {
      console.error('[cms] menu_items (allergens):', error instanceof Error ? error.message : error);
      return [];
    }
  },
  placeholder: () => [],
});
