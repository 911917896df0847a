import type { BannerSliderDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { Slider, type SliderSettings } from '../../../components/carousel/Slider';
import { SmartLink } from '../../../components/SmartLink';
import './BannerSliderDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface BannerSliderDemoViewProps {
  id: string;
  content: BannerSliderDemoContent;
}

/** Demo banner slider: speed 2000ms, delay 4000ms, infinite. */
export const BANNER_SLIDER: SliderSettings = {
  slidesPerView: 1,
  spaceBetween: 0,
  speed: 2000,
  autoplayDelay: 4000,
  loop: true,
};

export function BannerSliderDemo({ id, content }: BannerSliderDemoViewProps) {
  const { pick, t } = useLanguage();
  const first = content.slides[0];
  return (
    <section id={id} className="banner-slider" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="visually-hidden">
        {pick(first?.title)}
      </h1>
      <Slider
        label={t('static.slider.label', { title: pick(first?.title) })}
        settings={BANNER_SLIDER}
        slides={content.slides.map((slide, index) => ({
          key: String(index),
          node: (
            <div className="banner-slide">
              <Picture
                className="banner-slide__bg"
                image={{ src: slide.background }}
                alt=""
                width={1920}
                height={900}
                sizes={SIZES.fullWidth}
                priority={index === 0}
              />
              <div className="container banner-slide__inner">
                <div className="banner-slide__text">
                  <p className="banner-slide__eyebrow">{pick(slide.eyebrow)}</p>
                  <p className="banner-slide__title">{pick(slide.title)}</p>
                  <p className="banner-slide__lead">{pick(slide.text)}</p>
                  <SmartLink href={slide.button.href} className="btn btn--primary">
                    {pick(slide.button.label)} <Icon name="arrow" />
                  </SmartLink>
                </div>
                <Picture
                  className="banner-slide__dish"
                  image={{ src: slide.image }}
                  alt=""
                  width={560}
                  height={560}
                  sizes={SIZES.column}
                />
              </div>
            </div>
          ),
        }))}
      />
    </section>
  );
}
