/**
 * Runs both plop generators in a scratch copy of the project and proves the result
 * type-checks, validates and passes the generated block's own test.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
let scratch = '';

function run(command: string, args: string[]): string {
  return execFileSync(command, args, {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true' },
  });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'saffron-generators-'));
  for (const entry of [
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'vitest.config.ts',
    'site.config.json',
    'index.html',
    'schemas',
    'src',
    'build',
    'content',
    'generators',
    'tests/unit',
    'scripts',
    // Type-checked with the rest: the publisher, and the CMS scripts that npm start imports.
    'publish',
    'cms/scripts',
    'cms/schema',
  ]) {
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(scratch, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('plop generators', () => {
  it('new:block creates a working block and new:page a valid route using it', () => {
    run('npx', [
      'plop',
      '--plopfile',
      'generators/plopfile.mjs',
      'block',
      'OpeningNotice',
      'A short notice about opening times',
    ]);
    for (const file of ['schema.json', 'OpeningNotice.tsx', 'index.tsx', 'OpeningNotice.test.tsx'])
      expect(existsSync(join(scratch, 'src/blocks/static/OpeningNotice', file))).toBe(true);
    expect(readFileSync(join(scratch, 'src/generated/blocks.ts'), 'utf8')).toContain(
      "openingNotice: block(() => import('../blocks/static/OpeningNotice'))",
    );

    run('npx', ['plop', '--plopfile', 'generators/plopfile.mjs', 'page', '/catering', 'Catering', 'الضيافة']);
    const config = JSON.parse(readFileSync(join(scratch, 'site.config.json'), 'utf8'));
    const route = config.routes.find((r: { path: string }) => r.path === '/catering');
    expect(route.title).toEqual({ en: 'Catering', ar: 'الضيافة' });
    route.sections.push({
      id: 'notice',
      type: 'openingNotice',
      content: { heading: { en: 'Open late on Thursdays', ar: 'نفتح حتى وقت متأخر أيام الخميس' } },
    });
    writeFileSync(join(scratch, 'site.config.json'), JSON.stringify(config, null, 2));

    run('npx', ['tsx', 'build/gen-types.ts']);
    expect(readFileSync(join(scratch, 'src/generated/types.ts'), 'utf8')).toContain(
      'export interface OpeningNoticeSection',
    );
    expect(run('npx', ['tsx', 'build/validate-config-cli.ts'])).toContain('site config is valid');
    run('npx', ['tsc', '-p', '.']);
    const output = run('npx', ['vitest', 'run', 'src/blocks/static/OpeningNotice']);
    expect(output).toMatch(/1 passed/);
  }, 240_000);

  it('new:page refuses a route that already exists', () => {
    expect(() =>
      run('npx', ['plop', '--plopfile', 'generators/plopfile.mjs', 'page', '/contact', 'Contact', 'تواصل']),
    ).toThrow();
  }, 60_000);
});
