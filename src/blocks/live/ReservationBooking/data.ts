/** The booking form's read: the services a guest can book, for its select. */
import type { ServiceModel } from '../../../generated/types';
import { normalizeServices } from '../../../data/normalize/services';
import { defineQuery, publisherOnly } from '../../../data/query';
import { fieldsOf } from '../../../data/queries/fields';
import { MENU_SERVICES } from '../../../generated/cms';
import { publishedFor } from '../../../data/queries/shared';

/** The booking form's services read: every service of this restaurant, id and title only, for the form's select. */
export const serviceOptionsQuery = defineQuery<Record<never, never>, ServiceModel[]>({
  name: 'serviceOptions',
  key: (_, ctx) => `serviceOptions:${ctx.slug}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (_, ctx) =>
        normalizeServices(
          await ctx.client.readCollection('menu_services', {
            fields: fieldsOf(MENU_SERVICES, { only: ['id', 'title_en', 'title_ar'] }),
            filter: publishedFor(ctx),
            sort: ['id'],
            limit: 50,
          }),
          ctx.client.assetUrl,
        ),
  placeholder: () => [],
});
