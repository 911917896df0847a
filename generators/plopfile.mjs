/**
 * plop generators.
 *   npm run new:block  -> src/blocks/<Name>/{schema.json,index.tsx,<Name>.tsx,<Name>.test.tsx}
 *                         + its line in src/blocks/registry.ts and schemas/site-config.schema.json
 *   npm run new:page   -> a route in site.config.json with a banner section
 * Both accept answers on the command line for scripting: `npm run new:block -- Gallery "Photo gallery"`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const camel = (name) => name.charAt(0).toLowerCase() + name.slice(1);

function addToSiteSchema(answers) {
  const file = resolve(ROOT, 'schemas/site-config.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  const ref = `../src/blocks/${answers.name}/schema.json`;
  const list = schema.definitions.Section.oneOf;
  if (!list.some((entry) => entry.$ref === ref)) list.push({ $ref: ref });
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  return `schemas/site-config.schema.json lists ${answers.name}`;
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
  plop.setActionType('addToSiteSchema', (answers) => addToSiteSchema(answers));
  plop.setActionType('addRoute', (answers) => addRoute(answers));

  plop.setGenerator('block', {
    description: 'A new block: folder with schema, component, entry and test, plus its registry line',
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
      { type: 'add', path: `${ROOT}/src/blocks/{{name}}/schema.json`, templateFile: 'templates/block/schema.json.hbs' },
      { type: 'add', path: `${ROOT}/src/blocks/{{name}}/{{name}}.tsx`, templateFile: 'templates/block/View.tsx.hbs' },
      { type: 'add', path: `${ROOT}/src/blocks/{{name}}/index.tsx`, templateFile: 'templates/block/index.tsx.hbs' },
      {
        type: 'add',
        path: `${ROOT}/src/blocks/{{name}}/{{name}}.test.tsx`,
        templateFile: 'templates/block/View.test.tsx.hbs',
      },
      {
        type: 'modify',
        path: `${ROOT}/src/blocks/registry.ts`,
        pattern: /(\n\} satisfies BlockRegistry;)/,
        template: "\n  {{camel name}}: block(() => import('./{{name}}')),$1",
      },
      { type: 'addToSiteSchema' },
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
