import { useState } from 'react';
import { Picture } from '../../../components/Picture';
import { DEFAULT_DISH_IMAGE, SIZES } from '../../../components/imageSizes';
import type { ImageModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';

/** Main picture plus thumbnails; the first picture is selected at first. */
export function ItemGallery({ images, name }: { images: ImageModel[]; name: string }) {
  const { t } = useLanguage();
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, Math.max(0, images.length - 1))] ?? null;
  return (
    <div className="item-gallery" role="group" aria-label={t('item.gallery', { name })}>
      <div className="item-gallery__main">
        <Picture
          image={current}
          fallback={DEFAULT_DISH_IMAGE}
          alt={name}
          width={720}
          height={540}
          sizes={SIZES.itemMain}
          // The dish's photo is the largest picture of the dish page's first view (its banner
          // yields: `leadImage: false` in site.config.json).
          priority
          data-testid="item-main-image"
        />
      </div>
      {images.length > 1 && (
        <ul className="item-gallery__thumbs">
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={t('item.showImage', { index: index + 1 })}
                onClick={() => setSelected(index)}
              >
                <Picture
                  image={image}
                  fallback={DEFAULT_DISH_IMAGE}
                  alt=""
                  width={120}
                  height={90}
                  sizes={SIZES.itemThumb}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
