import postcss, { type Rule } from 'postcss';

/** A selector with its spaces and child combinators written one way. */
const normalized = (selector: string) =>
  selector
    .replace(/\s*>\s*/g, ' > ')
    .replace(/\s+/g, ' ')
    .trim();

/** The selectors a rule stands for, its nesting (`&`, or a descendant) resolved against its parents'. */
function selectorsOf(rule: Rule): string[] {
  const parent = rule.parent;
  const own = rule.selectors.map(normalized);
  if (parent?.type !== 'rule') return own;
  return selectorsOf(parent).flatMap((outer) =>
    own.map((inner) => (inner.includes('&') ? inner.replaceAll('&', outer) : `${outer} ${inner}`)),
  );
}

/**
 * A stylesheet's declarations by selector, for the tests that hold a copy of part of Swiper's CSS
 * to Swiper's own: each selector of a list on its own, nested rules under the selector they stand
 * for, the rules of one selector merged in order, `!important` kept with its value. A left and a
 * right margin alike are one logical `margin-inline`, as the copies write them.
 */
export function declarationsBySelector(css: string): Map<string, Record<string, string>> {
  const bySelector = new Map<string, Record<string, string>>();
  postcss.parse(css).walkRules((rule) => {
    const declared: Record<string, string> = {};
    rule.each((node) => {
      if (node.type === 'decl') declared[node.prop] = node.important ? `${node.value} !important` : node.value;
    });
    if (Object.keys(declared).length === 0) return;
    if (declared['margin-left'] !== undefined && declared['margin-left'] === declared['margin-right']) {
      declared['margin-inline'] = declared['margin-left'];
      delete declared['margin-left'];
      delete declared['margin-right'];
    }
    for (const selector of selectorsOf(rule)) bySelector.set(selector, { ...bySelector.get(selector), ...declared });
  });
  return bySelector;
}
