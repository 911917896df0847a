/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeMatchMedia } from '../../../../tests/unit/matchMedia';
import { renderWithProviders } from '../../../../tests/unit/render';
import { OFFER_PLACEHOLDERS } from './data';
import type { OfferModel } from '../../../generated/types';
import { SpecialOffers } from './SpecialOffers';

const content = {
  eyebrow: { en: 'Hot', ar: 'حار' },
  title: { en: 'Special & Limited Offers', ar: 'عروض' },
  orderHref: '/shop',
};
const offers = (n: number): OfferModel[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title1: { en: `T1-${i}`, ar: '' },
    title2: { en: `Offer ${i + 1}`, ar: `عرض ${i + 1}` },
    content: { en: '', ar: '' },
    image: null,
  }));

// jsdom has no matchMedia; Swiper's breakpoints need one.
beforeEach(() => {
  if (typeof window.matchMedia !== 'function') window.matchMedia = fakeMatchMedia();
});

describe('SpecialOffers', () => {
  it('is a static row with three or fewer offers', () => {
    renderWithProviders(<SpecialOffers id="o" content={content} offers={offers(3)} />);
    expect(screen.getByTestId('offers').dataset.layout).toBe('static');
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(screen.getAllByTestId('offer-card')).toHaveLength(3);
  });

  it('is a slider with four or more, in Arabic too', () => {
    renderWithProviders(<SpecialOffers id="o" content={content} offers={offers(4)} />, { language: 'ar' });
    expect(screen.getByTestId('offers').dataset.layout).toBe('slider');
    expect(document.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'عرض 4' })).toBeTruthy();
  });

  it('falls back to the default offer image', () => {
    renderWithProviders(<SpecialOffers id="o" content={content} offers={offers(1)} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/assets/img/defaults/offer.webp');
  });

  it('placeholder offers render like CMS offers', () => {
    renderWithProviders(<SpecialOffers id="o" content={content} offers={OFFER_PLACEHOLDERS} />);
    expect(screen.getAllByTestId('offer-card')).toHaveLength(OFFER_PLACEHOLDERS.length);
  });
});
