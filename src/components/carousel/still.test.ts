import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { declarationsBySelector as declarations } from '../../../tests/unit/cssDeclarations';

const swiperCore = readFileSync(createRequire(import.meta.url).resolve('swiper/swiper.css'), 'utf8');
const still = readFileSync(new URL('./still.css', import.meta.url), 'utf8');
/** The still view's share of Swiper's core: the rules still.css scopes with `:where(.carousel-still)`. */
const stillCore = [...declarations(still)].filter(
  ([selector]) => selector === ':root' || selector.includes(':where(.carousel-still)'),
);

describe("the still view's share of Swiper's core CSS (still.css)", () => {
  it('declares what swiper/css declares for the same classes, so nothing moves when Swiper takes over', () => {
    const swiper = declarations(swiperCore);
    expect(stillCore.map(([selector]) => selector)).toHaveLength(8);
    for (const [selector, declared] of stillCore) {
      const swipers = selector.replace(/:where\(\.carousel-still\)/g, '').trim();
      expect(swiper.get(swipers), swipers).toEqual(declared);
    }
  });
});
