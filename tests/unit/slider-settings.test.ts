/**
 * The sliders of the static pages carry their speeds, delays and breakpoints; the rows that
 * replaced the sliders of blocks that only show content (ScrollRow) keep their cards per view.
 */
import { describe, expect, it } from 'vitest';
import { BANNER_SLIDER } from '../../src/blocks/demo/BannerSliderDemo/BannerSliderDemo';
import { CHEFS_SLIDER } from '../../src/blocks/demo/ChefsGridDemo/ChefsGridDemo';
import { GALLERY_SLIDER } from '../../src/blocks/demo/GallerySliderDemo/GallerySliderDemo';
import { TESTIMONIAL_SLIDER } from '../../src/blocks/demo/TestimonialsDemo/TestimonialsDemo';

/** Cards per view at a viewport width, min-width breakpoints as Swiper and the still classes take them. */
function perView(settings: { perView: number; breakpoints?: Record<number, number> }, width: number): number {
  const matching = Object.entries(settings.breakpoints ?? {})
    .filter(([min]) => width >= Number(min))
    .sort(([a], [b]) => Number(a) - Number(b));
  return matching.length ? matching[matching.length - 1]![1] : settings.perView;
}

describe('slider constants', () => {
  it('demo banner: speed 2000ms, delay 4000ms, infinite', () => {
    expect(BANNER_SLIDER).toMatchObject({ speed: 2000, autoplayDelay: 4000, loop: true, slidesPerView: 1 });
  });
  it('testimonials: 2 wide, 1 below 1199px, breakpoints 1399/1199/575', () => {
    expect(
      Object.keys(TESTIMONIAL_SLIDER.breakpoints ?? {})
        .map(Number)
        .sort((a, b) => b - a),
    ).toEqual([1399, 1199, 575]);
    expect([400, 600, 1198, 1199, 1400].map((w) => perView(TESTIMONIAL_SLIDER, w))).toEqual([1, 1, 1, 2, 2]);
  });
  it('gallery: 6 shown, 2 below 575px', () => {
    expect([320, 574, 1280].map((w) => perView(GALLERY_SLIDER, w))).toEqual([2, 2, 6]);
  });
  it('team: 3 shown, 2 below 1200px, 1 below 768px', () => {
    expect([767, 768, 1199, 1200].map((w) => perView(CHEFS_SLIDER, w))).toEqual([1, 2, 2, 3]);
  });
});
