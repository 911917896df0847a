/**
 * axe-core in the page under test: its source is injected through playwright's evaluate (the
 * browser reaches no CDN, and the site's Content-Security-Policy forbids an inline script tag;
 * evaluate runs outside the CSP), then run with the WCAG 2.x A/AA rules and axe's best
 * practices, and its violations turned into lines a person can read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (heading order, unique landmarks, one h1). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
  // The contact pages embed the restaurant's map from a third party in a sandboxed iframe: its
  // inside is not ours to fix (and is not reachable from the test machine), so axe checks the
  // frame element itself (its title, its size as a target) but does not descend into it.
  iframes: false,
};

/** Runs axe over the whole document as it is now. */
export async function runAxe(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> } }).axe;
    return axe.run(document, options);
  }, RUN_OPTIONS);
  return results.violations;
}

/**
 * One line per offending element: rule id, impact, target selector, and axe's short summary
 * ("Fix any of the following: Element has insufficient color contrast of 3.9 …").
 */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      return `${violation.id} (${node.impact ?? violation.impact ?? 'n/a'}) at ${node.target.join(' >> ')}: ${summary}`;
    }),
  );
}
