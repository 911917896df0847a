/** Raw team records -> team members. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { LocalizedText, TeamMemberModel } from '../../../generated/types';
import { each, image, localized, withFallback } from '../../../data/normalize/fields';
import placeholders from './placeholder.json';
import { defineQuery, publisherOnly } from '../../../data/query';
import { fieldsOf } from '../../../data/queries/fields';
import { TEAM } from '../../../generated/cms';
import { type LimitParams, publishedFor, isEmptyList, firstN } from '../../../data/queries/shared';

type AssetUrl = (id: string) => string;

export const TEAM_NAME_FALLBACK: LocalizedText = { en: 'Team Member', ar: 'عضو الفريق' };
export const TEAM_POSITION_FALLBACK: LocalizedText = { en: 'Staff', ar: 'طاقم العمل' };

export function normalizeTeam(rows: unknown, assetUrl: AssetUrl): TeamMemberModel[] {
  return each(rows, 'team', (row, id) => ({
    id,
    name: withFallback(localized(row, 'name'), TEAM_NAME_FALLBACK),
    position: withFallback(localized(row, 'position'), TEAM_POSITION_FALLBACK),
    image: image(row.image, assetUrl),
  }));
}

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const TEAM_PLACEHOLDERS: TeamMemberModel[] = placeholders;

/** The team read: by `sort`, then `date_created`. */
export const teamQuery = defineQuery<LimitParams, TeamMemberModel[]>({
  name: 'team',
  key: (p, ctx) => `team:${ctx.slug}:${p.limit ?? ''}`,
  fetch: !import.meta.env.CMS_READS
    ? publisherOnly
    : async (p, ctx) =>
        normalizeTeam(
          await ctx.client.readCollection('team', {
            fields: fieldsOf(TEAM),
            filter: publishedFor(ctx),
            sort: ['sort', 'date_created'],
            limit: p.limit ?? 20,
          }),
          ctx.client.assetUrl,
        ),
  placeholder: (p) => firstN(TEAM_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
});
