/**
 * plop generators.
 *   npm run new:block         -> a CMS-backed block: src/blocks/live/<Name>/ with its schema, its
 *                                read (data.ts), placeholder, strings, styles, view, entry and test
 *   npm run new:demo-block    -> a demo block with static copy only: src/blocks/demo/<Name>Demo/
 *                                (its name ends in Demo, so it never passes for a CMS-backed block)
 *   npm run new:page          -> a route in site.config.json with a banner section
 * After a block, `npm run gen:types` runs: the registry, string areas, query catalogue, section
 * list and types are generated from the folders. Then the block's whole change is its folder
 * plus the line of site.config.json that places it on a page.
 * All accept answers on the command line for scripting, in prompt order:
 *   npm run new:block -- TodaysDishes "Dishes of the day" "Today's dishes" "أطباق اليوم" menu_items name
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const MODEL = resolve(ROOT, 'cms', 'schema', 'model.json');
const camel = (name) => name.charAt(0).toLowerCase() + name.slice(1);
const readModel = () => JSON.parse(readFileSync(MODEL, 'utf8'));
const collectionOf = (model, name) => model.collections.find((c) => c.collection === name);

/** Why a live block cannot list `name` (a collection the site reads, with restaurant and publish_status), or true. */
function listableCollection(name) {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) return 'A Directus collection name';
  const model = readModel();
  const collection = collectionOf(model, name);
  const readable = model.collections.filter((c) => c.public).map((c) => c.collection);
  if (!collection?.public) return `${name} is not a collection the site reads; one of: ${readable.join(', ')}`;
  const fields = new Set(collection.fields.map((f) => f.field));
  const missing = ['restaurant', 'publish_status'].filter((field) => !fields.has(field));
  return missing.length
    ? `${name} has no ${missing.join(' or ')}: the block lists a restaurant's published records`
    : true;
}

/** Why `field` is not a bilingual field (`<field>_en` and `<field>_ar`) of the collection, or true. */
function bilingualField(field, collectionName) {
  if (!/^[a-z][a-z0-9_]*$/.test(field)) return 'A field name';
  const fields = new Set(collectionOf(readModel(), collectionName)?.fields.map((f) => f.field) ?? []);
  const bases = [...fields].filter((f) => f.endsWith('_en') && fields.has(`${f.slice(0, -3)}_ar`));
  return fields.has(`${field}_en`) && fields.has(`${field}_ar`)
    ? true
    : `${collectionName} has no ${field}_en and ${field}_ar in cms/schema/model.json; bilingual fields: ${bases
        .map((f) => f.slice(0, -3))
        .join(', ')}`;
}

const bin = (name) => resolve(ROOT, 'node_modules', '.bin', name);

const bin = (name) => resolve(ROOT, 'node_modules', '.bin', name);

/** Regenerates what the block folders give (registry, strings, queries, section list, types: build/gen-blocks.ts). */
function generate() {
  execFileSync(bin('tsx'), [resolve(ROOT, 'build', 'gen-types.ts')], { cwd: ROOT, stdio: 'inherit' });
  return 'src/generated/ and schemas/sections.schema.json regenerated';
}

/** Formats what a generator wrote as the project's Prettier config wants it, so lint passes untouched. */
function format(paths) {
  execFileSync(bin('prettier'), ['--write', '--log-level', 'warn', ...paths], { cwd: ROOT, stdio: 'inherit' });
  return `formatted ${paths.join(', ')}`;
}

/**
 * Where the top-level "routes" array of site.config.json closes, found by scanning the text
 * (strings skipped), so a new route is inserted without rewriting the rest of the file.
 */
function routesEnd(text) {
  const start = text.indexOf('"routes"');
  if (start < 0) throw new Error('site.config.json has no "routes"');
  let depth = 0;
  for (let i = text.indexOf('[', start); i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      for (i += 1; text[i] !== '"'; i += text[i] === '\\' ? 2 : 1);
    } else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error('site.config.json: the "routes" array does not close');
}

function addRoute(answers) {
  const name = answers.configFile ?? 'site.config.json';
  const file = resolve(ROOT, name);
  const text = readFileSync(file, 'utf8');
  const config = JSON.parse(text);
  if (config.routes.some((route) => route.path === answers.path))
    throw new Error(`route ${answers.path} already exists`);
  const route = {
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
  };
  const end = routesEnd(text);
  const before = text.slice(0, end).trimEnd();
  const separator = before.endsWith('[') ? '' : ',';
  writeFileSync(file, `${before}${separator}\n${JSON.stringify(route)}\n${text.slice(end)}`);
  format([name]);
  return `${name} has route ${answers.path}; write its meta description (en, ar)`;
}

const nameAndDescription = [
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
];

export default function (plop) {
  plop.setHelper('camel', camel);
  // Typed text goes in as written: a JSON string in schema.json, a comment line in the view
  // (Handlebars' HTML escaping would turn an apostrophe into &#x27;).
  plop.setHelper('jsonString', (text) => JSON.stringify(String(text)));
  plop.setHelper('comment', (text) => String(text).replace(/\*\//g, '* /'));
  plop.setActionType('generate', () => generate());
  plop.setActionType('format', (answers, config) => format([plop.renderString(config.path, answers)]));
  plop.setActionType('addRoute', (answers) => addRoute(answers));

  const LIVE = 'src/blocks/live/{{name}}';
  const live = (file, template) => ({
    type: 'add',
    path: `${ROOT}/${LIVE}/${file}`,
    templateFile: `templates/live/${template}`,
  });
  plop.setGenerator('block', {
    description: 'A CMS-backed block: its folder with schema, read, placeholder, strings, styles, view and test',
    prompts: [
      {
        ...nameAndDescription[0],
        validate: (v) =>
          /Demo$/.test(v)
            ? 'A name ending in Demo says demo block: use npm run new:demo-block, or another name'
            : nameAndDescription[0].validate(v),
      },
      nameAndDescription[1],
      { type: 'input', name: 'heading', message: 'Its heading in English:', default: (a) => a.description },
      {
        type: 'input',
        name: 'headingAr',
        message: 'Its heading in Arabic:',
        validate: (v) => /[\u0600-\u06FF]/.test(v) || 'Write the Arabic heading',
      },
      {
        type: 'input',
        name: 'collection',
        message: 'CMS collection it lists (with restaurant and publish_status fields):',
        default: 'menu_items',
        validate: listableCollection,
      },
      {
        type: 'input',
        name: 'field',
        message: 'Its bilingual title field, without _en/_ar:',
        default: 'name',
        validate: (v, answers) => bilingualField(v, answers.collection),
      },
    ],
    actions: [
      live('schema.json', 'schema.json.hbs'),
      live('data.ts', 'data.ts.hbs'),
      live('placeholder.json', 'placeholder.json.hbs'),
      live('strings.ts', 'strings.ts.hbs'),
      live('{{name}}.tsx', 'View.tsx.hbs'),
      live('{{name}}.css', 'View.css.hbs'),
      live('index.tsx', 'index.tsx.hbs'),
      live('{{name}}.test.tsx', 'View.test.tsx.hbs'),
      { type: 'format', path: LIVE },
      { type: 'generate' },
    ],
  });

  const DEMO = 'src/blocks/demo/{{name}}';
  const demo = (file, template) => ({
    type: 'add',
    path: `${ROOT}/${DEMO}/${file}`,
    templateFile: `templates/demo/${template}`,
  });
  plop.setGenerator('demo-block', {
    description: 'A demo block with static copy only: its folder <Name>Demo with schema, view, entry and test',
    prompts: [
      {
        ...nameAndDescription[0],
        message: 'Demo block name (PascalCase, e.g. OpeningNotice; Demo is added to it):',
        // A demo block's name says it is one: OpeningNotice becomes OpeningNoticeDemo.
        filter: (v) => (/Demo$/.test(v) ? v : `${v}Demo`),
      },
      nameAndDescription[1],
    ],
    actions: [
      demo('schema.json', 'schema.json.hbs'),
      demo('{{name}}.tsx', 'View.tsx.hbs'),
      demo('index.tsx', 'index.tsx.hbs'),
      demo('{{name}}.test.tsx', 'View.test.tsx.hbs'),
      { type: 'format', path: DEMO },
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
