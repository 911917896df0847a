/** Raw hero_slides records -> the hero slider's slides. Any JSON in any field gives a valid model; records without a usable id are dropped. */
import type { HeroSlideModel } from '../../generated/types';
import { each, image, localized } from './fields';

type AssetUrl = (id: string) => string;

export function normalizeHeroSlides(rows: unknown, assetUrl: AssetUrl): HeroSlideModel[] {
  return each(rows, 'hero_slides', (row, id) => ({
    id,
    subtitle: localized(row, 'subtitle'),
    title: localized(row, 'title'),
    buttonText: localized(row, 'button_text'),
    image: image(row.image_item, assetUrl),
    background: image(row.background_image, assetUrl),
  }));
}
