/** The home page's services read: its query, with its placeholder content. */
import type { ServiceModel } from '../../../generated/types';
import placeholders from './placeholder.json';
import { normalizeServices } from '../../../data/normalize/services';
import { defineQuery, publisherOnly } from '../../../data/query';
import { fieldsOf } from '../../../data/queries/fields';
import { MENU_SERVICES } from '../../../generated/cms';
import { type LimitParams, publishedFor, isEmptyList, firstN } from '../../../data/queries/shared';

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const SERVICE_PLACEHOLDERS: ServiceModel[] = placeholders;

/** Up to 5 services with image, duration and price. */
export const servicesQuery = defineQuery<LimitParams, ServiceModel[]>({
  name: 'services',
  key: (p, ctx) => `services:${ctx.slug}:${p.limit ?? 5}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (p, ctx) =>
        normalizeServices(
          await ctx.client.readCollection('menu_services', {
            fields: fieldsOf(MENU_SERVICES),
            filter: publishedFor(ctx),
            sort: ['id'],
            limit: p.limit ?? 5,
          }),
          ctx.client.assetUrl,
        ),
  placeholder: (p) => firstN(SERVICE_PLACEHOLDERS, p.limit ?? 5),
  isEmpty: isEmptyList,
});
