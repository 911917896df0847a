import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/** Declarations by selector (each selector of a list on its own, rules of one selector merged). */
function declarations(css: string): Map<string, Record<string, string>> {
  const bySelector = new Map<string, Record<string, string>>();
  postcss.parse(css).walkRules((rule) => {
    // A rule nested in another (swiper.css nests its 3D rules) has a selector of its own only in
    // context: none is one the still view declares.
    if (rule.parent?.type === 'rule') return;
    const declared: Record<string, string> = {};
    rule.each((node) => {
      if (node.type === 'decl') declared[node.prop] = node.value;
    });
    // Left and right alike are one logical property (still.css has no physical sides: stillLayout.test.ts).
    if (declared['margin-left'] !== undefined && declared['margin-left'] === declared['margin-right']) {
      declared['margin-inline'] = declared['margin-left'];
      delete declared['margin-left'];
      delete declared['margin-right'];
    }
    for (const selector of rule.selectors.map((one) => one.replace(/\s+/g, ' ')))
      bySelector.set(selector, { ...bySelector.get(selector), ...declared });
  });
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
