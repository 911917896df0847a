/** Raw offer_items records -> special offers. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { OfferModel } from '../../generated/types';
import { each, image, localized } from './fields';

type AssetUrl = (id: string) => string;

export function normalizeOffers(rows: unknown, assetUrl: AssetUrl): OfferModel[] {
  return each(rows, 'offer_items', (row, id) => ({
    id,
    title1: localized(row, 'title1'),
    title2: localized(row, 'title2'),
    content: localized(row, 'content'),
    image: image(row.item_image, assetUrl),
  }));
}
