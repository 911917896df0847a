import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { BlogPostSummary } from '../../generated/types';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion';
import { useLanguage } from '../../i18n/LanguageProvider';
import { PostCard } from './PostCard';

/** SPEC section 9: three posts shown, one below 1199px, autoplay every 4s (none with reduced motion). */
export const BLOG_SLIDER = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: { 1199: { slidesPerView: 3 } },
  autoplayDelay: 4000,
} as const;

export function BlogSlider({ posts }: { posts: BlogPostSummary[] }) {
  const { t, dir } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      key={dir}
      dir={dir}
      className="blog-slider"
      modules={[A11y, Autoplay, Pagination]}
      slidesPerView={BLOG_SLIDER.slidesPerView}
      spaceBetween={BLOG_SLIDER.spaceBetween}
      breakpoints={BLOG_SLIDER.breakpoints}
      autoplay={reducedMotion ? false : { delay: BLOG_SLIDER.autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      loop={posts.length > 3}
      a11y={{ containerMessage: t('blog.sliderLabel') }}
    >
      {posts.map((post) => (
        <SwiperSlide key={post.slug}>
          <PostCard post={post} layout="card" />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
