/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/unit/render';
import placeholder from '../../content/placeholders/restaurant.json';
import type { RestaurantModel } from '../generated/types';
import { mediaSrc } from '../components/media';
import { DEFAULT_LOGO, Logo } from './Logo';

const restaurant = placeholder as RestaurantModel;
const logo = (width?: number, height?: number) => ({
  src: mediaSrc({ key: '0b7c8a4e5b1e4a0e', width: width ?? 1920 }),
  width,
  height,
});

describe('Logo', () => {
  it('asks for the width the logo really renders at: a square logo is 50 px wide, so phones take the 160 px file', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: logo(512, 512) }} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('sizes')).toBe('50px');
    // Laid out in its own shape before the file arrives, so nothing beside it moves when it does.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['512', '512']);
    expect(img.getAttribute('srcset')).toMatch(/^\/media\/0b7c8a4e5b1e4a0e-512\/160\.webp 160w, /);
    // In every first view, and never the page's priority image: it yields to that one.
    expect(img.getAttribute('fetchpriority')).toBe('low');
  });

  it('a wide logo is capped at the 200 px slot', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: logo(1600, 200) }} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('sizes')).toBe('200px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '200']);
  });

  it('a tall logo is capped at the 50 px height of the slot', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: logo(300, 600) }} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('sizes')).toBe('25px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '600']);
  });

  it('without a logo, the bundled one keeps its own 10:3 shape', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: null }} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe(DEFAULT_LOGO);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '120']);
  });

  it('an unknown shape assumes the whole slot', () => {
    renderWithProviders(<Logo restaurant={{ ...restaurant, logo: logo() }} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('sizes')).toBe('200px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['200', '50']);
  });
});
