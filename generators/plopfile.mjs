/**
 * plop generators.
 *   npm run new:block  -> src/blocks/static/<Name>/{schema.json,index.tsx,<Name>.tsx,<Name>.test.tsx},
 *                         then npm run gen:types (the registry and section list are generated)
 *   npm run new:page   -> a route in site.config.json with a banner section
 * Both accept answers on the command line for scripting: `npm run new:block -- Gallery "Photo gallery"`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const camel = (name) => name.charAt(0).toLowerCase() + name.slice(1);
/** Where a new block's folder goes. */
const BLOCK = `${ROOT}/src/blocks/static/{{name}}`;

/** Regenerates what the block folders give (registry, strings, section list, types: build/gen-blocks.ts). */
function generate() {
  execFileSync(resolve(ROOT, 'node_modules', '.bin', 'tsx'), [resolve(ROOT, 'build', 'gen-types.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return 'src/generated/ and schemas/sections.schema.json regenerated';
}

function addRoute(answers) {
  const file = resolve(ROOT, answers.configFile ?? 'site.config.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  if (config.routes.some((route) => route.path === answers.path))
    throw new Error(`route ${answers.path} already exists`);
  config.routes.push({
    path: answers.path,
    layout: 'main',
    title: { en: answers.titleEn, ar: answers.titleAr },
    // Required by the schema (search results show it); starts as the title, replace it with 120-160 characters.
    description: { en: answers.titleEn, ar: answers.titleAr },
    sections: [
      {
        id: 'banner',
        type: 'pageBanner',
        content: { title: { en: answers.titleEn, ar: answers.titleAr } },
        data: { restaurant: { query: 'restaurant' } },
      },
    ],
  });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return `${answers.configFile ?? 'site.config.json'} has route ${answers.path}; write its meta description (en, ar)`;
}

export default function (plop) {
  plop.setHelper('camel', camel);
  // Typed text goes in as written: a JSON string in schema.json, a comment line in the view
  // (Handlebars' HTML escaping would turn an apostrophe into &#x27;).
  plop.setHelper('jsonString', (text) => JSON.stringify(String(text)));
  plop.setHelper('comment', (text) => String(text).replace(/\*\//g, '* /'));
  plop.setActionType('generate', () => generate());
  plop.setActionType('addRoute', (answers) => addRoute(answers));

  plop.setGenerator('block', {
    description: 'A new block: its folder with schema, component, entry and test (the registry is generated)',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'Block name (PascalCase, e.g. OpeningHours):',
        validate: (v) => /^[A-Z][A-Za-z0-9]+$/.test(v) || 'Use PascalCase letters and digits',
      },
      {
        type: 'input',
        name: 'description',
        message: 'One sentence: what does the block show?',
        validate: (v) => v.trim().length > 3 || 'Describe the block',
      },
    ],
    actions: [
      { type: 'add', path: `${BLOCK}/schema.json`, templateFile: 'templates/block/schema.json.hbs' },
      { type: 'add', path: `${BLOCK}/{{name}}.tsx`, templateFile: 'templates/block/View.tsx.hbs' },
      { type: 'add', path: `${BLOCK}/index.tsx`, templateFile: 'templates/block/index.tsx.hbs' },
      { type: 'add', path: `${BLOCK}/{{name}}.test.tsx`, templateFile: 'templates/block/View.test.tsx.hbs' },
      { type: 'generate' },
    ],
  });

  plop.setGenerator('page', {
    description: 'A new route in site.config.json, starting with a page banner',
    prompts: [
      {
        type: 'input',
        name: 'path',
        message: 'Route path (e.g. /catering):',
        validate: (v) => /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(v) || 'Lower-case words separated by slashes',
      },
      { type: 'input', name: 'titleEn', message: 'English title:', validate: (v) => v.trim().length > 0 || 'Required' },
      { type: 'input', name: 'titleAr', message: 'Arabic title:', validate: (v) => v.trim().length > 0 || 'Required' },
    ],
    actions: [{ type: 'addRoute' }],
  });
}
