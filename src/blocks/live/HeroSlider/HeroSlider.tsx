import { Link } from '../../../router/links';
import { Carousel } from '../../../components/carousel/Carousel';
import { Icon } from '../../../components/Icon';
import { SIZES } from '../../../components/imageSizes';
import { Picture } from '../../../components/Picture';
import type { HeroSliderContent, HeroSlideModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import './HeroSlider.css';

export const DEFAULT_HERO_BACKGROUND = '/assets/img/bg/hero-1.webp';

export interface HeroSliderViewProps {
  id: string;
  content: HeroSliderContent;
  slides: HeroSlideModel[];
}

/** Home hero: one slide at a time, autoplay 4 s with a 2 s transition. */
export function HeroSlider({ id, content, slides }: HeroSliderViewProps) {
  const { t, pick } = useLanguage();
  return (
    <section id={id} className="hero" aria-label={t('hero.label')} data-testid="hero">
      <Carousel
        label={t('hero.label')}
        options={{
          slidesPerView: 1,
          speed: 2000,
          autoplay: { delay: 4000, disableOnInteraction: false },
          loop: slides.length > 1,
        }}
        slides={slides.map((slide, index) => ({
          key: String(slide.id),
          node: (
            <div
              className="hero__slide"
              data-testid="hero-slide"
              role="group"
              aria-label={t('hero.slide', { n: index + 1, total: slides.length })}
            >
              {/* The first slide's background is the largest image of the home page's first view. */}
              <Picture
                className="hero__bg"
                image={slide.background}
                fallback={DEFAULT_HERO_BACKGROUND}
                alt=""
                width={1920}
                height={900}
                sizes={SIZES.fullWidth}
                priority={index === 0}
              />
              <div className="container hero__inner">
                <div className="hero__text">
                  {pick(slide.subtitle) && <p className="hero__subtitle">{pick(slide.subtitle)}</p>}
                  {index === 0 ? (
                    <h1 className="hero__title">{pick(slide.title)}</h1>
                  ) : (
                    <h2 className="hero__title">{pick(slide.title)}</h2>
                  )}
                  {pick(slide.buttonText) && (
                    <Link className="btn btn--primary" to={content.buttonHref}>
                      {pick(slide.buttonText)} <Icon name="arrow" />
                    </Link>
                  )}
                </div>
                {/* The dish hides itself when it fails: no fallback. It is in the
                    first view but yields the phone's bandwidth to the background (the LCP image). */}
                <Picture
                  className="hero__dish"
                  image={slide.image}
                  alt={pick(slide.title)}
                  width={560}
                  height={560}
                  sizes={SIZES.heroDish}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority="low"
                />
              </div>
            </div>
          ),
        }))}
      />
    </section>
  );
}
