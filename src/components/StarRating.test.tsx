/** @vitest-environment jsdom */
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { STAR_PATH } from './icons';
import { litStars, StarRating, starsPath } from './StarRating';

const rating = (count: number) => {
  const { container } = render(
    createElement(StarRating, {
      count,
      label: (lit: number) => `${lit} out of 5`,
      className: 'stars',
    }),
  );
  const paragraph = container.querySelector('p')!;
  const starsIn = (className: string) =>
    (paragraph.querySelector(`path.${className}`)?.getAttribute('d') ?? '').split('M').length - 1;
  return {
    paragraph,
    svgs: paragraph.querySelectorAll('svg').length,
    on: starsIn('star-rating__lit'),
    off: starsIn('star-rating__unlit'),
  };
};

describe('a star rating', () => {
  it('is one drawing of five stars, the first ones lit, named by its label', () => {
    for (const count of [0, 1, 3, 5]) {
      const { paragraph, svgs, on, off } = rating(count);
      expect(svgs).toBe(1);
      expect([on, off]).toEqual([count, 5 - count]);
      expect(paragraph.getAttribute('role')).toBe('img');
      expect(paragraph.getAttribute('aria-label')).toBe(`${count} out of 5`);
      expect(paragraph.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('lights a whole number of stars from 0 to 5 whatever the record holds', () => {
    expect([-2, 0.4, 2.6, 7, Number.NaN, Infinity].map(litStars)).toEqual([0, 0, 3, 5, 0, 0]);
    expect([rating(9).on, rating(-1).on]).toEqual([5, 0]);
    // The label says what is drawn.
    expect(rating(9).paragraph.getAttribute('aria-label')).toBe('5 out of 5');
  });

  it('draws each star as the icon does, one step further along', () => {
    // The star's path must be relative after its first point for the shift to move it whole.
    expect(STAR_PATH).toMatch(/^M[\d.]+ [\d.]+[a-y][^A-Z]*z$/);
    expect(starsPath(0, 1)).toBe(STAR_PATH);
    const starts = [...starsPath(0, 5).matchAll(/M([\d.]+) /g)].map((match) => Number(match[1]));
    expect(starts).toEqual([12, 39.6, 67.2, 94.8, 122.4]);
  });
});
