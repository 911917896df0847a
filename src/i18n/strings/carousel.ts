import { defineStrings } from '../define';

/** Sliders: the pagination dots and the slide labels (the still first view and Swiper's A11y module). */
export default defineStrings({
  en: {
    'carousel.goTo': 'Go to slide {n}',
    'carousel.slideOf': '{n} / {total}',
  },
  ar: {
    'carousel.goTo': 'الانتقال إلى الشريحة {n}',
    'carousel.slideOf': '{n} من {total}',
  },
});
