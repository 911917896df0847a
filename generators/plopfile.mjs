/**
 * plop generators.
 *   npm run new:block         -> a CMS-backed block: src/blocks/live/<Name>/ with its schema, its
 *                                read (data.ts), placeholder, strings, styles, view, entry and test
 *   npm run new:demo-block    -> a demo block with static copy only: src/blocks/demo/<Name>Demo/
 *                                (its name ends in Demo, so it never passes for a CMS-backed block)
 *   npm run new:page          -> a route in site.config.json with a banner section
 *   npm run new:field         -> a CMS field: its entry in cms/schema/model.json (type, labels,
 *                                note, check, default) and its seed values, then gen:types
 * After a block, `npm run gen:types` runs: the registry, string areas, query catalogue, section
 * list and types are generated from the folders. Then the block's whole change is its folder
 * plus the line of site.config.json that places it on a page.
 * All accept answers on the command line for scripting, in prompt order:
 *   npm run new:block -- TodaysDishes "Dishes of the day" "Today's dishes" "أطباق اليوم" menu_items name
 *   npm run new:field -- menu_items contains_nuts boolean "Contains nuts" "يحتوي على مكسرات" \
 *     "Nuts in the dish or its sauce" "مكسرات في الطبق أو صلصته" false "" hummus-shawarma=true
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

/** The seed files' arrays holding each collection's records, by their `key`. */
const SEED_PARTS = {
  menu_items: 'items',
  menu_addons: 'addons',
  hours_overrides: 'hoursOverrides',
  hero_slides: 'heroSlides',
  menu_services: 'services',
  offer_items: 'offers',
  team: 'team',
  reviews: 'reviews',
};
const SEED_FILES = ['cms/seed/saffron-house.mjs', 'cms/seed/cedar-grill.mjs'];
const FIELD_TYPES = ['boolean', 'integer', 'decimal', 'money', 'string', 'text', 'bilingual-string', 'bilingual-text'];

/** A value as the answers give it, for a field of the type: true/false, a number or text. */
function typedValue(type, text) {
  if (type === 'boolean') {
    if (!['true', 'false'].includes(text)) throw new Error(`a yes/no field takes true or false, not "${text}"`);
    return text === 'true';
  }
  if (['integer', 'decimal', 'money'].includes(type)) {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n)))
      throw new Error(`a ${type} field takes a number, not "${text}"`);
    return n;
  }
  return text;
}

/** The model entries of the new field: one, or its English and Arabic pair. */
function fieldEntries(answers) {
  const { field, type, labelEn, labelAr, noteEn, noteAr, rule } = answers;
  const note = noteEn || noteAr ? { note: { en: noteEn, ar: noteAr } } : {};
  const value = (directusType) => {
    const entry = { field, type: directusType };
    if (type === 'money') entry.money = true;
    const range = /^(-?\d+)?-(-?\d+)?$/.exec(rule);
    if (type === 'integer' && range) {
      if (range[1] !== undefined) entry.min = Number(range[1]);
      if (range[2] !== undefined) entry.max = Number(range[2]);
    } else if (rule) entry.format = rule;
    if (answers.default !== '') entry.default = typedValue(type, answers.default);
    return { ...entry, width: 'half', ...note, label: { en: labelEn, ar: labelAr } };
  };
  switch (type) {
    case 'money':
      return [value('decimal')];
    case 'bilingual-string':
    case 'bilingual-text': {
      const directusType = type === 'bilingual-string' ? 'string' : 'text';
      return [
        {
          field: `${field}_en`,
          type: directusType,
          width: 'half',
          ...note,
          label: { en: `${labelEn} (English)`, ar: `${labelAr} (بالإنجليزية)` },
        },
        {
          field: `${field}_ar`,
          type: directusType,
          width: 'half',
          rtl: true,
          label: { en: `${labelEn} (Arabic)`, ar: `${labelAr} (بالعربية)` },
        },
      ];
    }
    default:
      return [value(type)];
  }
}

/** Adds the field to its collection in cms/schema/model.json, before its status and relations. */
function addModelField(answers) {
  const model = readModel();
  const collection = collectionOf(model, answers.collection);
  const entries = fieldEntries(answers);
  const at = collection.fields.findIndex(
    (f) => f.field === 'publish_status' || f.m2o || f.m2m || f.file || f.reverse || f.hidden,
  );
  collection.fields.splice(at === -1 ? collection.fields.length : at, 0, ...entries);
  writeFileSync(MODEL, `${JSON.stringify(model, null, 2)}\n`);
  format(['cms/schema/model.json']);
  return `cms/schema/model.json: ${answers.collection}.${entries.map((e) => e.field).join(', ')}`;
}

/**
 * The seed records to give another value than the default (`key=value,…`): each with its file and
 * its value, found before anything is written; an unknown key or a value of the wrong kind throws.
 */
function seedTargets(answers, text = answers.seed) {
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  if (!pairs.length) return [];
  if (answers.type.startsWith('bilingual'))
    throw new Error('give a bilingual field its seed values by hand, in both languages, in cms/seed/');
  const part = SEED_PARTS[answers.collection];
  if (!part)
    throw new Error(`the seed keeps no keyed records of ${answers.collection}: give its value in cms/seed/ by hand`);
  return pairs.map((pair) => {
    const [key, ...rest] = pair.split('=');
    const value = typedValue(answers.type, rest.join('=').trim());
    const file = SEED_FILES.find((name) => {
      const source = readFileSync(resolve(ROOT, name), 'utf8');
      const start = source.indexOf(`\n  ${part}: [`);
      return start >= 0 && source.indexOf(`key: '${key.trim()}',`, start) >= 0;
    });
    if (!file)
      throw new Error(`no ${answers.collection} record with key "${key.trim()}" in ${SEED_FILES.join(' or ')}`);
    return { key: key.trim(), value, file, part };
  });
}

/** Gives the named seed records their value; the others take the model's default. */
function addSeedValues(answers) {
  const targets = seedTargets(answers);
  if (!targets.length) return 'seed: every record takes the default';
  for (const { key, value, file, part } of targets) {
    const path = resolve(ROOT, file);
    const source = readFileSync(path, 'utf8');
    const at = source.indexOf(`key: '${key}',`, source.indexOf(`\n  ${part}: [`)) + `key: '${key}',`.length;
    writeFileSync(path, `${source.slice(0, at)} ${answers.field}: ${JSON.stringify(value)},${source.slice(at)}`);
  }
  const files = [...new Set(targets.map((target) => target.file))];
  format(files);
  return `seed: ${targets.map(({ key, value }) => `${key} = ${JSON.stringify(value)}`).join(', ')} (${files.join(', ')})`;
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
  plop.setActionType('addModelField', (answers) => addModelField(answers));
  plop.setActionType('addSeedValues', (answers) => addSeedValues(answers));

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

  plop.setGenerator('field', {
    description: 'A CMS field: its entry in the model and its seed values; the record types follow (gen:types)',
    prompts: [
      {
        type: 'input',
        name: 'collection',
        message: 'Collection (e.g. menu_items):',
        default: 'menu_items',
        validate: (v) =>
          collectionOf(readModel(), v)?.public ||
          `one of the collections the site reads: ${readModel()
            .collections.filter((c) => c.public)
            .map((c) => c.collection)
            .join(', ')}`,
      },
      {
        type: 'input',
        name: 'field',
        message: 'Field name (snake_case, e.g. contains_nuts; a bilingual field without _en/_ar):',
        validate: (v, answers) => {
          if (!/^[a-z][a-z0-9_]*$/.test(v)) return 'lower-case letters, digits and _';
          const taken = new Set(collectionOf(readModel(), answers.collection).fields.map((f) => f.field));
          return [v, `${v}_en`, `${v}_ar`].some((name) => taken.has(name))
            ? `${answers.collection} has ${v} already`
            : true;
        },
      },
      {
        type: 'list',
        name: 'type',
        message: 'What it holds:',
        choices: FIELD_TYPES,
        validate: (v) => FIELD_TYPES.includes(v) || `one of ${FIELD_TYPES.join(', ')}`,
      },
      {
        type: 'input',
        name: 'labelEn',
        message: 'Its label in English:',
        validate: (v) => v.trim().length > 0 || 'Required',
      },
      {
        type: 'input',
        name: 'labelAr',
        message: 'Its label in Arabic:',
        validate: (v) => /[\u0600-\u06FF]/.test(v) || 'Write the Arabic label',
      },
      { type: 'input', name: 'noteEn', message: 'A note under it in English (empty for none):', default: '' },
      {
        type: 'input',
        name: 'noteAr',
        message: 'The note in Arabic:',
        default: '',
        validate: (v, answers) => !answers.noteEn || /[\u0600-\u06FF]/.test(v) || 'Write the Arabic note',
      },
      {
        type: 'input',
        name: 'default',
        message: 'Its default (empty for none; true/false, a number or text):',
        default: '',
        validate: (v, answers) => {
          if (v === '' || answers.type.startsWith('bilingual')) return true;
          try {
            typedValue(answers.type, v);
            return true;
          } catch (error) {
            return error.message;
          }
        },
      },
      {
        type: 'input',
        name: 'rule',
        message:
          'Its check beyond its type (a whole number range such as 0-3, or a format such as url; empty for none):',
        default: '',
        validate: (v, answers) =>
          v === '' ||
          (answers.type === 'integer' && /^(-?\d+)?-(-?\d+)?$/.test(v)) ||
          Boolean(readModel().checks.formats[v]) ||
          `a whole-number range such as 0-3 (for an integer), or a format: ${Object.keys(readModel().checks.formats).join(', ')}`,
      },
      {
        type: 'input',
        name: 'seed',
        message: 'Seeded records with another value than the default (key=value, comma-separated; empty for none):',
        default: '',
        validate: (v, answers) => {
          try {
            seedTargets(answers, v);
            return true;
          } catch (error) {
            return error.message;
          }
        },
      },
    ],
    actions: [{ type: 'addModelField' }, { type: 'addSeedValues' }, { type: 'generate' }],
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
