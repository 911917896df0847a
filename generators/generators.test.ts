/**
 * Runs the plop generators in a scratch copy of the project (a git repository of its own) and
 * proves what CONTRIBUTING.md promises: a new CMS-backed block is its folder plus one line of
 * site.config.json (the generated files follow from gen:types), and it type-checks, lints,
 * validates and passes its own tests untouched.
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
    'sites.json',
    'index.html',
    '.prettierrc.json',
    '.prettierignore',
    'eslint.config.js',
    'schemas',
    'src',
    'build',
    'content',
    'generators',
    'tests/unit',
    // The cache rules serve.test.ts shares with the nginx test.
    'tests/cache-cases.ts',
    'scripts',
    // Type-checked with the rest: the publisher, and the CMS scripts that npm start imports.
    'publish',
    'cms/scripts',
    'cms/schema',
    // The seed files new:field writes values into.
    'cms/seed',
  ]) {
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(scratch, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  writeFileSync(join(scratch, '.gitignore'), 'node_modules\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
}, 120_000);

function git(...args: string[]): string {
  return run('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args]);
}

/** The paths the working tree changed since the base commit, new files listed one by one. */
function changedPaths(): string[] {
  return git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('plop generators', () => {
  it('new:block makes a CMS-backed block whose whole change is its folder and one config line', () => {
    run('npx', [
      'plop',
      '--plopfile',
      'generators/plopfile.mjs',
      'block',
      'TodaysDishes',
      'The dishes of the day, from the CMS',
      'Today’s dishes',
      'أطباق اليوم',
      'menu_items',
      'name',
    ]);
    const folder = 'src/blocks/live/TodaysDishes';
    for (const file of [
      'schema.json',
      'data.ts',
      'placeholder.json',
      'strings.ts',
      'TodaysDishes.tsx',
      'TodaysDishes.css',
      'index.tsx',
      'TodaysDishes.test.tsx',
    ])
      expect(existsSync(join(scratch, folder, file)), file).toBe(true);

    // The one line an author adds: the section, on the home page.
    const configFile = join(scratch, 'site.config.json');
    const lines = readFileSync(configFile, 'utf8').split('\n');
    const at = lines.findIndex((line) => line.includes('"sections": ['));
    lines.splice(
      at + 1,
      0,
      '        { "id": "todays-dishes", "type": "todaysDishes", "data": { "items": { "query": "todaysDishes" } } },',
    );
    writeFileSync(configFile, lines.join('\n'));

    const derived = (path: string) => path.startsWith('src/generated/') || path === 'schemas/sections.schema.json';
    expect(changedPaths().filter((path) => !derived(path) && !path.startsWith(`${folder}/`))).toEqual([
      'site.config.json',
    ]);
    expect(git('diff', '--numstat', 'site.config.json').trim()).toMatch(/^1\s+0\s+site\.config\.json$/);
    expect(readFileSync(join(scratch, 'src/generated/queries.ts'), 'utf8')).toContain(
      'todaysDishes: todaysDishesQuery',
    );

    expect(run('npx', ['tsx', 'build/gen-types.ts', '--check'])).toContain('up to date');
    expect(run('npx', ['tsx', 'build/validate-config-cli.ts'])).toContain('site config is valid');
    run('npx', ['tsc', '-p', '.']);
    run('npx', ['eslint', '--max-warnings', '0', folder]);
    run('npx', ['prettier', '--check', folder, 'site.config.json']);
    expect(run('npx', ['vitest', 'run', folder])).toMatch(/3 passed/);
    // Its read names the collection and fields through the model's generated names: a field the
    // model does not have fails the type-check.
    const data = join(scratch, folder, 'data.ts');
    const source = readFileSync(data, 'utf8');
    expect(source).toContain("import { MENU_ITEMS } from '../../../generated/cms';");
    expect(source).toContain("fieldsOf(MENU_ITEMS, { only: ['id', 'name_en', 'name_ar'] })");
    writeFileSync(
      join(scratch, 'tsconfig.block.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [], files: [`${folder}/data.ts`] }),
    );
    writeFileSync(data, source.replace("'name_en', 'name_ar'", "'nmae_en', 'name_ar'"));
    let typeErrors = '';
    try {
      run('npx', ['tsc', '-p', 'tsconfig.block.json']);
    } catch (error) {
      typeErrors = String((error as { stdout: string }).stdout);
    }
    expect(typeErrors).toMatch(/data\.ts.*'"nmae_en"'/);
    writeFileSync(data, source);
    // Its CMS read stays with the publisher: the browser's build of it carries none.
    expect(run('npx', ['vitest', 'run', 'src/data/browser-bundle.test.ts', '-t', 'TodaysDishes'])).toMatch(/1 passed/);
  }, 360_000);

  it('new:demo-block makes a demo block named <Name>Demo, and new:page adds a route without rewriting the file', () => {
    run('npx', [
      'plop',
      '--plopfile',
      'generators/plopfile.mjs',
      'demo-block',
      'OpeningNotice',
      'A short notice about opening times',
    ]);
    expect(readFileSync(join(scratch, 'src/generated/blocks.ts'), 'utf8')).toContain(
      "openingNoticeDemo: blockOf('openingNoticeDemo', () => import('../blocks/demo/OpeningNoticeDemo'))",
    );

    const before = readFileSync(join(scratch, 'site.config.json'), 'utf8');
    run('npx', ['plop', '--plopfile', 'generators/plopfile.mjs', 'page', '/catering', 'Catering', 'الضيافة']);
    const after = readFileSync(join(scratch, 'site.config.json'), 'utf8');
    // Only the new route's lines are added (and a comma after the route before it).
    const removed = before.split('\n').filter((line) => !after.split('\n').includes(line));
    expect(removed.length).toBeLessThanOrEqual(1);
    const config = JSON.parse(after);
    const route = config.routes.find((r: { path: string }) => r.path === '/catering');
    expect(route.title).toEqual({ en: 'Catering', ar: 'الضيافة' });
    route.sections.push({
      id: 'notice',
      type: 'openingNoticeDemo',
      content: { heading: { en: 'Open late on Thursdays', ar: 'نفتح حتى وقت متأخر أيام الخميس' } },
    });
    writeFileSync(join(scratch, 'site.config.json'), JSON.stringify(config, null, 2));

    expect(readFileSync(join(scratch, 'src/generated/types.ts'), 'utf8')).toContain(
      'export interface OpeningNoticeDemoSection',
    );
    expect(run('npx', ['tsx', 'build/validate-config-cli.ts'])).toContain('site config is valid');
    run('npx', ['tsc', '-p', '.']);
    expect(run('npx', ['vitest', 'run', 'src/blocks/demo/OpeningNoticeDemo'])).toMatch(/1 passed/);
  }, 240_000);

  it('new:block refuses a name ending in Demo, which says demo block', () => {
    let output = '';
    try {
      run('npx', ['plop', '--plopfile', 'generators/plopfile.mjs', 'block', 'SpecialsDemo', 'Specials of the week']);
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      output = `${stdout}${stderr}`;
    }
    expect(output).toContain('A name ending in Demo says demo block: use npm run new:demo-block');
    expect(existsSync(join(scratch, 'src/blocks/live/SpecialsDemo'))).toBe(false);
  }, 60_000);

  it('new:block refuses a collection or a title field the model does not have, naming what it has', () => {
    const refusal = (collection: string, field: string) => {
      try {
        run('npx', [
          'plop',
          '--plopfile',
          'generators/plopfile.mjs',
          'block',
          'Specials',
          'Specials',
          'Specials',
          'عروض',
          collection,
          field,
        ]);
      } catch (error) {
        const { stdout, stderr } = error as { stdout: string; stderr: string };
        return `${stdout}${stderr}`;
      }
      return 'generated';
    };
    expect(refusal('menu_items', 'nmae')).toContain('menu_items has no nmae_en and nmae_ar in cms/schema/model.json');
    expect(refusal('menu_itemz', 'name')).toContain('menu_itemz is not a collection the site reads');
    expect(refusal('allergens', 'name')).toContain('allergens has no restaurant or publish_status');
    expect(existsSync(join(scratch, 'src/blocks/live/Specials'))).toBe(false);
  }, 120_000);

  it('new:field adds a field to the model and its seed values, and the generated types follow', () => {
    const field = (...answers: string[]) => {
      try {
        return run('npx', ['plop', '--plopfile', 'generators/plopfile.mjs', 'field', ...answers]);
      } catch (error) {
        const { stdout, stderr } = error as { stdout: string; stderr: string };
        return `${stdout}${stderr}`;
      }
    };
    const answers = ['menu_items', 'serves_two', 'boolean', 'Serves two', 'يكفي شخصين', '', '', 'false', ''];
    // A seed record that does not exist is named, and nothing is written.
    expect(field(...answers, 'no-such-dish=true')).toContain('no menu_items record with key "no-such-dish"');
    expect(field('menu_items', 'sold_out', 'boolean', 'Sold', 'نفد', '', '', 'false', '', '')).toContain(
      'menu_items has sold_out already',
    );
    git('checkout', '--', 'cms', 'src', 'schemas');
    field(...answers, 'falafel-plate=true');
    const model = JSON.parse(readFileSync(join(scratch, 'cms/schema/model.json'), 'utf8')) as {
      collections: { collection: string; fields: { field: string }[] }[];
    };
    const dish = model.collections.find((c) => c.collection === 'menu_items')!.fields;
    expect(dish.find((f) => f.field === 'serves_two')).toEqual({
      field: 'serves_two',
      type: 'boolean',
      default: false,
      width: 'half',
      label: { en: 'Serves two', ar: 'يكفي شخصين' },
    });
    // Before the dish's status and relations, so the admin form keeps them last.
    expect(dish.findIndex((f) => f.field === 'serves_two')).toBe(
      dish.findIndex((f) => f.field === 'publish_status') - 1,
    );
    // One line in the seed: the dish named, after its key.
    expect(readFileSync(join(scratch, 'cms/seed/saffron-house.mjs'), 'utf8')).toMatch(
      /key: 'falafel-plate',\n\s+serves_two: true,\n/,
    );
    expect(git('diff', '--numstat', 'cms/seed').trim()).toMatch(/^1\s+0\s+cms\/seed\/saffron-house\.mjs$/);
    expect(readFileSync(join(scratch, 'src/generated/cms.ts'), 'utf8')).toContain('  serves_two?: boolean | null;');
    expect(run('npx', ['tsx', 'build/gen-types.ts', '--check'])).toContain('up to date');
    run('npx', ['prettier', '--check', 'cms/schema/model.json', 'cms/seed']);
    git('checkout', '--', 'cms', 'src', 'schemas');
  }, 120_000);

  it('new:page refuses a route that already exists', () => {
    expect(() =>
      run('npx', ['plop', '--plopfile', 'generators/plopfile.mjs', 'page', '/contact', 'Contact', 'تواصل']),
    ).toThrow();
  }, 60_000);
});
