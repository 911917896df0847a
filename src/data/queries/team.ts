import type { TeamMemberModel } from '../../generated/types';
import placeholders from '../../../content/placeholders/team.json';
import { normalizeTeam } from '../normalize/team';
import { defineQuery } from '../query';
import { type LimitParams, publishedFor, isEmptyList, firstN } from './shared';

/** The project's placeholder content, shown while the read is pending, failed or empty. */
export const TEAM_PLACEHOLDERS: TeamMemberModel[] = placeholders;

/** Call 6: team by `sort`, then `date_created`. */
export const teamQuery = defineQuery<LimitParams, TeamMemberModel[]>({
  name: 'team',
  key: (p, ctx) => `team:${ctx.slug}:${p.limit ?? ''}`,
  fetch: async (p, ctx) =>
    normalizeTeam(
      await ctx.client.readCollection('team', {
        fields: ['id', 'name_en', 'name_ar', 'position_en', 'position_ar', 'image', 'sort', 'date_created'],
        filter: publishedFor(ctx),
        sort: ['sort', 'date_created'],
        limit: p.limit ?? 20,
      }),
      ctx.client.assetUrl,
    ),
  placeholder: (p) => firstN(TEAM_PLACEHOLDERS, p.limit),
  isEmpty: isEmptyList,
});
