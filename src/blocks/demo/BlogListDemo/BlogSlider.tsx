import type { BlogPostSummary } from '../../../generated/types';
import { Carousel } from '../../../components/carousel/Carousel';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { PostCard } from './PostCard';

/** Three posts shown, one below 1199px, autoplay every 4s (none with reduced motion). */
export const BLOG_SLIDER = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: { 1199: { slidesPerView: 3 } },
  autoplayDelay: 4000,
} as const;

export function BlogSlider({ posts }: { posts: BlogPostSummary[] }) {
  const { t } = useLanguage();
  return (
    <Carousel
      label={t('blog.sliderLabel')}
      className="blog-slider"
      options={{
        slidesPerView: BLOG_SLIDER.slidesPerView,
        spaceBetween: BLOG_SLIDER.spaceBetween,
        breakpoints: BLOG_SLIDER.breakpoints,
        autoplay: { delay: BLOG_SLIDER.autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true },
        loop: posts.length > 3,
      }}
      slides={posts.map((post) => ({ key: post.slug, node: <PostCard post={post} layout="card" /> }))}
    />
  );
}
