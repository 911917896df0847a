import type { GallerySliderDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { SectionHeading } from '../../../components/SectionHeading';
import { Slider, type SliderSettings } from '../../../components/carousel/Slider';
import './GallerySliderDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface GallerySliderDemoViewProps {
  id: string;
  content: GallerySliderDemoContent;
}

/** Gallery slider: 6 shown, 2 below 575px. */
export const GALLERY_SLIDER: SliderSettings = {
  slidesPerView: 2,
  spaceBetween: 12,
  speed: 800,
  autoplayDelay: 3000,
  loop: true,
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
        <Slider
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
