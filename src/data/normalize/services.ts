/** Raw menu_services records -> services (the home section and the reservation form's choices). Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { LocalizedText, ServiceModel } from '../../generated/types';
import { checked } from './checks';
import { each, image, localized, withFallback } from './fields';

type AssetUrl = (id: string) => string;

export const SERVICE_TITLE_FALLBACK: LocalizedText = { en: 'Service', ar: 'خدمة' };

export function normalizeServices(rows: unknown, assetUrl: AssetUrl): ServiceModel[] {
  return each(rows, 'menu_services', (row, id) => ({
    id,
    title: withFallback(localized(row, 'title'), SERVICE_TITLE_FALLBACK),
    duration: checked('menu_services', 'duration', row),
    price: checked('menu_services', 'price', row),
    image: image(row.image, assetUrl),
  }));
}
