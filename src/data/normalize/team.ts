/** Raw team records -> team members. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { LocalizedText, TeamMemberModel } from '../../generated/types';
import { each, image, localized, withFallback } from './fields';

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
