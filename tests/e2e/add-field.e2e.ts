/**
 * CONTRIBUTING.md's recipe for a new CMS field, run as written in a scratch copy of the project,
 * against the suite's CMS: its commands are read from the recipe (so a step missing there fails
 * here), in order, and its one edit of the dish page's view is the recipe's own line. Then the new
 * field is in the generated types, in the Directus model with both admin labels, in the published
 * data of the dishes and on their pages in both languages; and the change is the recipe's three
 * hand edits (the model, the seed, the view) plus generated files.
 *
 * The field is taken out of the suite's CMS again at the end (the seed's reset leaves the seeded
 * records as seeded, which the other tests expect).
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cmsAdmin, siteRead } from './browser';
import { E2E } from './ports';

const ROOT = join(import.meta.dirname, '..', '..');
const FIELD = 'contains_nuts';
let scratch = '';

interface Recipe {
  /** Each step in the recipe's order: a shell command, or a line the view gains. */
  steps: ({ command: string } | { viewLine: string })[];
}

/** The steps of CONTRIBUTING.md's "A CMS field": its bash commands and its line of the view, in order. */
function recipe(): Recipe {
  const text = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  const start = text.indexOf('### A CMS field');
  const section = text.slice(start, text.indexOf('\n## ', start));
  const steps: Recipe['steps'] = [];
  for (const [, language, body] of section.matchAll(/```(\w+)\n([^]*?)```/g)) {
    const lines = body!
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (language === 'bash') for (const command of lines) steps.push({ command });
    if (language === 'tsx') for (const viewLine of lines) steps.push({ viewLine });
  }
  return { steps };
}

/** Runs a command of the recipe in the scratch copy, with the suite's CMS and a folder of its own to publish into. */
function sh(command: string): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CMS_URL: inject('cmsUrl'),
    CMS_PORT: String(E2E.cmsPort),
    CMS_HOST: '127.0.0.1',
    ADMIN_EMAIL: inject('adminEmail'),
    ADMIN_PASSWORD: inject('adminPassword'),
    PUBLISH_DIR: join(scratch, 'published'),
    SITE_URL: 'http://127.0.0.1:4173',
    CI: 'true',
  };
  for (const key of Object.keys(env)) if (/^(npm_|VITEST)/i.test(key)) delete env[key];
  return new Promise((resolve, reject) =>
    execFile(
      'bash',
      ['-c', command],
      { cwd: scratch, env, maxBuffer: 64 * 1024 * 1024, timeout: 400_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${command} failed:\n${stdout}\n${stderr}`)) : resolve(`${stdout}${stderr}`),
    ),
  );
}

const git = (...args: string[]) =>
  sh(['git', '-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args].map((a) => `'${a}'`).join(' '));

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'saffron-add-field-'));
  for (const entry of [
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'site.config.json',
    'index.html',
    '.prettierrc.json',
    '.prettierignore',
    'schemas',
    'src',
    'build',
    'content',
    'public',
    'generators',
    'publish',
    'scripts',
    'cms/package.json',
    'cms/scripts',
    'cms/schema',
    'cms/seed',
  ])
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(scratch, entry), { recursive: true });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(scratch, 'node_modules'));
  symlinkSync(realpathSync(join(ROOT, 'cms', 'node_modules')), join(scratch, 'cms', 'node_modules'));
  writeFileSync(join(scratch, '.gitignore'), 'node_modules\ncms/node_modules\npublished\n.tmp\ndist\n');
  // One site, the suite's restaurant: the recipe's publish is of it alone.
  writeFileSync(
    join(scratch, 'sites.json'),
    JSON.stringify({ sites: [{ slug: 'saffron-house', url: 'http://127.0.0.1:4173' }] }, null, 2),
  );
  await git('init', '-q');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'base');
}, 120_000);

afterAll(async () => {
  // The field leaves the suite's CMS with its strings; the seeded records keep their seed values.
  const admin = await cmsAdmin();
  await admin.call('DELETE', `/fields/menu_items/${FIELD}`).catch(() => undefined);
  const strings = await admin.call<{ id: string }[]>(
    'GET',
    `/translations?filter[key][_contains]=menu-items-contains-nuts&fields=id`,
  );
  for (const { id } of strings) await admin.call('DELETE', `/translations/${id}`);
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

describe("CONTRIBUTING.md's recipe for a CMS field", () => {
  it('adds a dish field by the recipe: types, CMS, both admin labels, published data and the dish page follow', async () => {
    const { steps } = recipe();
    const commands = steps.flatMap((step) => ('command' in step ? [step.command] : []));
    // The recipe names its commands, each one a maintainer runs.
    expect(commands[0]).toMatch(/^npm run new:field -- menu_items contains_nuts boolean /);
    expect(steps.some((step) => 'viewLine' in step)).toBe(true);
    const view = join(scratch, 'src/blocks/live/ItemDetail/ItemDetail.tsx');
    for (const step of steps) {
      if ('command' in step) {
        await sh(step.command);
        continue;
      }
      // The recipe's line of the view goes where the view's comment says a field's line goes.
      const source = readFileSync(view, 'utf8');
      const marker = source.indexOf('    // A field of the dish shown on its page');
      expect(marker, 'the place in the view the recipe names').toBeGreaterThan(0);
      writeFileSync(view, `${source.slice(0, marker)}    ${step.viewLine}\n${source.slice(marker)}`);
    }

    // The generated types.
    expect(readFileSync(join(scratch, 'src/generated/cms.ts'), 'utf8')).toContain(`  ${FIELD}?: boolean | null;`);
    expect(readFileSync(join(scratch, 'src/generated/types.ts'), 'utf8')).toContain(`  ${FIELD}: boolean;`);
    // The Directus model, with its labels in both languages.
    const admin = await cmsAdmin();
    const field = await admin.call<{
      type: string;
      meta: { translations: { language: string; translation: string }[] };
    }>('GET', `/fields/menu_items/${FIELD}`);
    expect(field.type).toBe('boolean');
    expect(Object.fromEntries(field.meta.translations.map((t) => [t.language, t.translation]))).toEqual({
      'en-US': 'Contains nuts',
      'ar-SA': 'يحتوي على مكسرات',
    });
    // The published data: the seeded value where the recipe gave one, else the default.
    const dishes = await siteRead<{ id: number; name_en: string }[]>(
      'menu_items',
      'filter[restaurant][slug][_eq]=saffron-house&filter[name_en][_in]=Hummus with Shawarma Meat,Moutabal&fields=id,name_en',
    );
    const idOf = (name: string) => dishes.find((dish) => dish.name_en === name)!.id;
    const current = join(scratch, 'published', 'sites', 'saffron-house', 'current');
    const dish = (id: number) =>
      JSON.parse(readFileSync(join(current, 'data', 'dishes', `${id}.json`), 'utf8')) as {
        fields: Record<string, unknown>;
      };
    expect(dish(idOf('Hummus with Shawarma Meat')).fields[FIELD]).toBe(true);
    expect(dish(idOf('Moutabal')).fields[FIELD]).toBe(false);
    // The dish page's HTML, in both languages; a dish without nuts does not say so.
    const html = (language: '' | 'ar', id: number) =>
      readFileSync(join(current, language, 'shop', 'shop-details', String(id), 'index.html'), 'utf8');
    expect(html('', idOf('Hummus with Shawarma Meat'))).toContain('<li class="item-fact">Contains nuts</li>');
    expect(html('ar', idOf('Hummus with Shawarma Meat'))).toContain('<li class="item-fact">يحتوي على مكسرات</li>');
    expect(html('', idOf('Moutabal'))).not.toContain('Contains nuts');

    // By hand: the model, the seed and the view; everything else was generated.
    const changed = (await git('status', '--porcelain', '--untracked-files=all'))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
      .filter((path) => !path.startsWith('src/generated/') && path !== 'schemas/models/cms-fields.schema.json');
    expect(changed.sort()).toEqual([
      'cms/schema/model.json',
      'cms/seed/saffron-house.mjs',
      'src/blocks/live/ItemDetail/ItemDetail.tsx',
    ]);
  }, 600_000);
});
