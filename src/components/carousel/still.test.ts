import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** Declarations by selector (each selector of a list on its own, rules of one selector merged). */
function declarations(css: string): Map<string, Record<string, string>> {
  const bySelector = new Map<string, Record<string, string>>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declared = Object.fromEntries(
      body!
        .split(';')
        .map((part) => part.split(/:(.*)/s).map((side) => side.trim()))
        .filter(([property, value]) => property && value)
        .map(([property, value]) => [property!, value!]),
    );
    // Left and right alike are one logical property (still.css has no physical sides: stillLayout.test.ts).
    if (declared['margin-left'] !== undefined && declared['margin-left'] === declared['margin-right']) {
      declared['margin-inline'] = declared['margin-left'];
      delete declared['margin-left'];
      delete declared['margin-right'];
    }
    for (const selector of selectors!.split(',').map((one) => one.trim().replace(/\s+/g, ' ')))
      bySelector.set(selector, { ...bySelector.get(selector), ...declared });
  }
  return bySelector;
}

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
