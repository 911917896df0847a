import type { GallerySliderDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { SectionHeading } from '../../../components/SectionHeading';
import { ScrollRow, type RowSettings } from '../../../components/carousel/ScrollRow';
import './GallerySliderDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface GallerySliderDemoViewProps {
  id: string;
  content: GallerySliderDemoContent;
}

/** The gallery in a row the visitor scrolls: 6 shown, 4 from 575px, 2 below (no script). */
export const GALLERY_SLIDER: RowSettings = {
  perView: 2,
  gap: 12,
  breakpoints: { 575: 4, 992: 6 },
};

export function GallerySliderDemo({ id, content }: GallerySliderDemoViewProps) {
  const { pick, t } = useLanguage();
  const title = content.heading ? pick(content.heading.title) : pick(content.images[0]?.alt);
  return (
    <section
      id={id}
      className={`gallery-slider${content.heading ? ' section' : ''}`}
      aria-labelledby={content.heading ? `${id}-heading` : undefined}
      aria-label={content.heading ? undefined : title}
    >
      <div className={content.heading ? 'container' : undefined}>
        <SectionHeading id={id} heading={content.heading} />
        <ScrollRow
          label={t('static.slider.label', { title })}
          settings={GALLERY_SLIDER}
          slides={content.images.map((image, index) => ({
            key: String(index),
            node: (
              <Picture
                className="gallery-slider__img"
                image={{ src: image.src }}
                alt={pick(image.alt)}
                width={400}
                height={400}
                sizes={SIZES.card}
              />
            ),
          }))}
        />
      </div>
    </section>
  );
}
