import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../../components/Carousel';
import { Icon } from '../../components/Icon';
import type { HeroSliderContent, HeroSlideModel } from '../../generated/types';
import { useLanguage } from '../../i18n/LanguageProvider';
import './HeroSlider.css';

export const DEFAULT_HERO_BACKGROUND = '/assets/img/bg/hero-1.webp';

export interface HeroSliderViewProps {
  id: string;
  content: HeroSliderContent;
  slides: HeroSlideModel[];
}

/** The dish picture of a slide; when it fails it hides itself (SPEC section 8). */
function SlideImage({ slide, alt }: { slide: HeroSlideModel; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!slide.image || failed) return null;
  return (
    <img
      className="hero__dish"
      src={slide.image.src}
      alt={alt}
      width={slide.image.width ?? 560}
      height={slide.image.height ?? 560}
      onError={() => {
        console.warn(`[hero] image failed to load: ${slide.image?.src}`);
        setFailed(true);
      }}
    />
  );
}

/** Home hero: one slide at a time, autoplay 4 s with a 2 s transition (SPEC section 9). */
export function HeroSlider({ id, content, slides }: HeroSliderViewProps) {
  const { t, pick } = useLanguage();
  return (
    <section id={id} className="hero" aria-label={t('hero.label')} data-testid="hero">
      <Carousel
        label={t('hero.label')}
        options={{ slidesPerView: 1, speed: 2000, autoplay: { delay: 4000, disableOnInteraction: false }, loop: slides.length > 1 }}
        slides={slides.map((slide, index) => ({
          key: String(slide.id),
          node: (
            <div className="hero__slide" data-testid="hero-slide" role="group" aria-label={t('hero.slide', { n: index + 1, total: slides.length })}>
              <img
                className="hero__bg"
                src={slide.background?.src ?? DEFAULT_HERO_BACKGROUND}
                alt=""
                onError={(event) => {
                  const img = event.currentTarget;
                  if (!img.src.endsWith(DEFAULT_HERO_BACKGROUND)) img.src = DEFAULT_HERO_BACKGROUND;
                }}
              />
              <div className="container hero__inner">
                <div className="hero__text">
                  {pick(slide.subtitle) && <p className="hero__subtitle">{pick(slide.subtitle)}</p>}
                  {index === 0 ? <h1 className="hero__title">{pick(slide.title)}</h1> : <h2 className="hero__title">{pick(slide.title)}</h2>}
                  {pick(slide.buttonText) && (
                    <Link className="btn btn--primary" to={content.buttonHref}>
                      {pick(slide.buttonText)} <Icon name="arrow" />
                    </Link>
                  )}
                </div>
                <SlideImage slide={slide} alt={pick(slide.title)} />
              </div>
            </div>
          ),
        }))}
      />
    </section>
  );
}
