import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cmsNode, engineWarningFilter, pinnedCmsNode } from '../../scripts/install-cms.mjs';

const semver = createRequire(import.meta.url)('semver') as { satisfies: (v: string, r: string) => boolean };

/** npm 11's EBADENGINE warning as it prints it, for a package and the Node range it wants. */
const engineWarning = (pkg: string, required: string) => [
  'npm warn EBADENGINE Unsupported engine {',
  `npm warn EBADENGINE   package: '${pkg}',`,
  `npm warn EBADENGINE   required: ${required},`,
  "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }",
  'npm warn EBADENGINE }',
];

function filtered(lines: string[], node = '22.23.3') {
  const shown: string[] = [];
  const filter = engineWarningFilter(node, (line: string) => shown.push(line), semver.satisfies);
  lines.forEach((line) => filter.line(line));
  filter.end();
  return { shown, dropped: filter.dropped() };
}

describe('the CMS install', () => {
  it('leaves out the engine warnings the CMS’s own Node 22 satisfies, and keeps every other warning', () => {
    const { shown, dropped } = filtered([
      ...engineWarning('directus@12.4.0', "{ node: '>=22' }"),
      ...engineWarning('sanitize-html@2.17.7', "{ node: '>=22.12.0' }"),
      'npm warn ERESOLVE overriding peer dependency',
      ...engineWarning('future@1.0.0', "{ node: '>=24' }"),
      ...engineWarning('tool@1.0.0', "{ npm: '>=12' }"),
      'added 1210 packages in 4m',
    ]);
    expect(dropped).toBe(2);
    expect(shown).toEqual([
      'npm warn ERESOLVE overriding peer dependency',
      ...engineWarning('future@1.0.0', "{ node: '>=24' }"),
      ...engineWarning('tool@1.0.0', "{ npm: '>=12' }"),
      'added 1210 packages in 4m',
    ]);
  });

  it('keeps a warning cut short at the end of the output', () => {
    const { shown, dropped } = filtered(engineWarning('directus@12.4.0', "{ node: '>=22' }").slice(0, 3));
    expect(dropped).toBe(0);
    expect(shown).toHaveLength(3);
  });

  it('runs npm on the Node that cms/package.json pins, once it is installed', () => {
    expect(pinnedCmsNode()).toMatch(/^22\.\d+\.\d+$/);
    expect(cmsNode('/repo/cms', (path) => String(path) === '/repo/cms/node_modules/node/bin/node')).toBe(
      '/repo/cms/node_modules/node/bin/node',
    );
    expect(cmsNode('/repo/cms', () => false)).toBeUndefined();
  });
});
