/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/unit/render';
import placeholder from '../../content/placeholders/restaurant.json';
import type { RestaurantModel } from '../generated/types';
import { Logo } from './Logo';

const restaurant = placeholder as RestaurantModel;
const logo = (width?: number, height?: number) => ({
  src: 'http://cms.test/assets/0b7c8a4e-5b1e-4a0e-9a57-3f1f0f4b2d11',
  width,
  height,
});

describe('Logo', () => {
  it('asks for the width the logo really renders at: a square logo is 50 px wide, so phones download the 100 px transform', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: logo(512, 512) }} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('sizes')).toBe('50px');
    expect(img.getAttribute('srcset')).toMatch(/width=100&.* 100w/);
  });

  it('a wide logo is capped at the 200 px slot', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: logo(1600, 200) }} />);
    expect(screen.getByRole('img').getAttribute('sizes')).toBe('200px');
  });

  it('an unknown shape assumes the whole slot', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: logo() }} />);
    expect(screen.getByRole('img').getAttribute('sizes')).toBe('200px');
  });
});
