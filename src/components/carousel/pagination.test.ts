import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { declarationsBySelector } from '../../../tests/unit/cssDeclarations';

const swiper = declarationsBySelector(
  readFileSync(createRequire(import.meta.url).resolve('swiper/css/pagination'), 'utf8'),
);
const ours = declarationsBySelector(readFileSync(new URL('./pagination.css', import.meta.url), 'utf8'));

/** What pagination.css leaves out, by the option each part serves: none that LiveCarousel.tsx sets. */
const LEFT_OUT = /-dynamic|-fraction|-custom|-progressbar|vertical|-hidden|-disabled/;

describe("the carousels' share of Swiper's pagination CSS (pagination.css)", () => {
  it('declares what swiper/css/pagination declares for each selector it keeps, in the same order', () => {
    expect(ours.size).toBe(11);
    for (const [selector, declared] of ours) expect(swiper.get(selector), selector).toEqual(declared);
    const order = [...swiper.keys()];
    const positions = [...ours.keys()].map((selector) => order.indexOf(selector));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('leaves out only the rules of options no carousel sets', () => {
    const missing = [...swiper.keys()].filter((selector) => !ours.has(selector));
    expect(missing.filter((selector) => !LEFT_OUT.test(selector))).toEqual([]);
    expect(missing.length).toBeGreaterThan(0);
  });
});
