// The admin app in the restaurant's words: what cms/schema/model.json says about how each
// collection and field looks to an editor, turned into Directus's own settings.
//
// - Folders by task (Menu, Restaurant, Home page, Site): Directus "folder" collections, which
//   hold no table and do not count toward the Core tier's 25 collections.
// - Labels in English and Arabic: each collection's and field's `meta.translations`.
// - Notes and choice labels in both languages: Directus translation strings (`$t:key`), which the
//   admin app shows in the editor's language (English where a language has none).
// - Each language's text keeps its direction: Arabic fields are edited right to left and
//   English ones left to right, whatever the admin language (the project's custom CSS).
// - Lists show what an owner scans: each collection's `list` (its columns and order) is the
//   project's default list view (a global preset).
//
// - Live Preview: the collections with a page of their own on the site get a `preview_url` at
//   the publisher (cms/scripts/lib/preview.mjs).
// - The Visual Editor: its module is on in the module bar, and it opens the site's pages at the
//   publisher (`visual_editor_urls`), where the owner clicks a price or a title to edit it.
//
// Applying it again changes only what differs; it never touches a column or a record.
import { adminMessage, fieldCheck } from './checks.mjs';
import { previewUrlTemplate, visualEditorUrl } from './preview.mjs';

/** The admin app's language codes for the model's two languages. */
export const ADMIN_LANGUAGES = { en: 'en-US', ar: 'ar-SA' };

/** Translation strings of this model start with this (and hold only [a-z0-9-], which `$t:` needs). */
export const KEY_PREFIX = 'saffron-';

export const folderName = (folder) => `folder_${folder}`;

const keyPart = (text) =>
  String(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const noteKey = (collection, field) => `${KEY_PREFIX}note-${keyPart(collection)}-${keyPart(field)}`;
export const validationKey = (collection, field) => `${KEY_PREFIX}validation-${keyPart(collection)}-${keyPart(field)}`;
export const choiceKey = (collection, field, value) =>
  `${KEY_PREFIX}choice-${keyPart(collection)}-${keyPart(field)}-${keyPart(value)}`;

/** `meta.translations` of a field from its bilingual label. */
export function fieldTranslations(label) {
  if (!label) return null;
  return Object.entries(ADMIN_LANGUAGES).map(([lang, language]) => ({ language, translation: label[lang] }));
}

/** `meta.translations` of a collection (or folder): its name, singular and plural, in both languages. */
export function collectionTranslations(label) {
  if (!label) return null;
  return Object.entries(ADMIN_LANGUAGES).map(([lang, language]) => ({
    language,
    translation: label[lang],
    singular: label[`${lang}_singular`] ?? label[lang],
    plural: label[lang],
  }));
}

/**
 * The message the admin app shows under a field whose value its validation refuses, in both
 * languages, in the publish check's own words (checks.mjs); null for a field without validation.
 */
export function validationMessage(model, spec) {
  return adminMessage(model, fieldCheck(model, spec));
}

/** What a field's note is in Directus: a translation key when the model gives it in both languages. */
export function noteValue(collection, field, note) {
  if (note == null) return null;
  return typeof note === 'string' ? note : `$t:${noteKey(collection, field)}`;
}

/** Every translation string the model needs: notes and choice labels, per admin language. */
export function translationStrings(model) {
  const rows = [];
  const add = (key, texts) => {
    for (const [lang, language] of Object.entries(ADMIN_LANGUAGES)) rows.push({ key, language, value: texts[lang] });
  };
  for (const c of model.collections) {
    for (const f of c.fields) {
      if (f.note && typeof f.note === 'object') add(noteKey(c.collection, f.field), f.note);
      const message = validationMessage(model, f);
      if (message) add(validationKey(c.collection, f.field), message);
      for (const [value, texts] of Object.entries(f.choice_labels ?? {}))
        add(choiceKey(c.collection, f.field, value), texts);
    }
  }
  return rows;
}

/** The folder collections of the model's `folders`, in their order. */
export function folderCollections(model) {
  return (model.folders ?? []).map((folder, index) => ({
    collection: folderName(folder.folder),
    meta: {
      icon: folder.icon ?? 'folder',
      note: null,
      hidden: false,
      sort: index + 1,
      translations: collectionTranslations(folder.label),
      collapse: 'open',
    },
    schema: null,
  }));
}

const DIRECTION_START = '/* saffron: text direction of each language (cms/scripts/lib/admin.mjs) */';
const DIRECTION_END = '/* saffron: end */';

/**
 * The custom CSS that gives each language's fields their direction: Arabic fields right to left,
 * their English twins left to right, in either admin language. Directus marks every form field
 * with `data-field`.
 */
export function directionCss(model) {
  const rtl = new Set();
  const ltr = new Set();
  for (const c of model.collections) {
    const names = new Set(c.fields.map((f) => f.field));
    for (const f of c.fields) {
      if (!f.rtl) continue;
      rtl.add(f.field);
      const twin = f.field.replace(/_ar$/, '_en');
      if (twin !== f.field && names.has(twin)) ltr.add(twin);
    }
  }
  const rule = (fields, dir) =>
    `.field:is(${[...fields]
      .sort()
      .map((field) => `[data-field="${field}"]`)
      .join(', ')}) :is(input, textarea) { direction: ${dir}; text-align: start; }`;
  return [DIRECTION_START, rule(rtl, 'rtl'), rule(ltr, 'ltr'), DIRECTION_END].join('\n');
}

/** An admin's own custom CSS with this project's block put in (or replaced in place). */
export function withDirectionCss(current, block) {
  const text = current ?? '';
  const start = text.indexOf(DIRECTION_START);
  const end = text.indexOf(DIRECTION_END);
  if (start !== -1 && end > start) return text.slice(0, start) + block + text.slice(end + DIRECTION_END.length);
  return text.trim() ? `${text.trimEnd()}\n\n${block}` : block;
}

/**
 * Directus 12's module bar as the admin app shows it while the project has none of its own
 * (directus_settings.module_bar null), the Visual Editor (id `visual`) on. The admin app hides a
 * module from a user its own check refuses (users, insights, …), whatever the bar says.
 */
export const DEFAULT_MODULE_BAR = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: true },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'flows', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  { type: 'link', id: 'docs', enabled: true, name: '$t:documentation', icon: 'help', url: 'https://directus.com/docs' },
  { type: 'module', id: 'settings', enabled: true, locked: true },
];

/** A module bar with the Visual Editor on: put after Content when missing, the rest as it was. */
export function withVisualEditor(moduleBar) {
  if (!Array.isArray(moduleBar)) return DEFAULT_MODULE_BAR;
  if (moduleBar.some((entry) => entry.id === 'visual'))
    return moduleBar.map((entry) => (entry.id === 'visual' ? { ...entry, enabled: true } : entry));
  const content = moduleBar.findIndex((entry) => entry.id === 'content');
  const bar = [...moduleBar];
  bar.splice(content + 1, 0, { type: 'module', id: 'visual', enabled: true });
  return bar;
}

/**
 * The Visual Editor's addresses with the publisher's first: an address of an earlier setup's
 * publisher (another host or port, the same /preview/site/) is replaced, any other an admin added
 * is kept after it.
 */
export function withVisualEditorUrl(urls, base) {
  const wanted = visualEditorUrl(base);
  const others = (Array.isArray(urls) ? urls : []).filter(
    (entry) => entry?.url && entry.url !== wanted && !/\/preview\/site\/$/.test(entry.url),
  );
  return [{ url: wanted }, ...others];
}

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the keys of `wanted` whose value differs in `current`. */
function changed(current, wanted) {
  return Object.fromEntries(Object.entries(wanted).filter(([key, value]) => !same(current?.[key], value)));
}

/** The collection meta keys the admin layer owns (and keeps in step with the model). */
const COLLECTION_KEYS = ['icon', 'note', 'hidden', 'display_template', 'sort_field', 'group', 'sort', 'translations'];
/** The field meta keys it owns. */
const FIELD_KEYS = [
  'note',
  'width',
  'sort',
  'translations',
  'options',
  'display',
  'display_options',
  'validation',
  'validation_message',
  'conditions',
];

/** Creates the model's folders, or brings them in step; before the collections that sit in them. */
export async function applyFolders(client, model) {
  const changes = [];
  const collections = new Map((await client.get('/collections')).map((c) => [c.collection, c]));
  for (const folder of folderCollections(model)) {
    const existing = collections.get(folder.collection);
    if (!existing) {
      await client.post('/collections', folder);
      changes.push(`folder ${folder.collection}`);
      continue;
    }
    const patch = changed(existing.meta, folder.meta);
    if (Object.keys(patch).length) {
      await client.patch(`/collections/${folder.collection}`, { meta: patch });
      changes.push(`folder ${folder.collection}`);
    }
  }
  return changes;
}

/**
 * Brings the admin app in step with the model: collection and field meta, translation strings
 * and the direction CSS. `expanded` is expandModel's output (its meta already carries the labels).
 * `previewBase` is where editors reach the publisher's previews (cms/scripts/lib/preview.mjs):
 * each collection with a preview gets its `preview_url` there; without it they are left as they are.
 * Returns the changes made.
 */
export async function applyAdmin(client, expanded, model, { previewBase = null } = {}) {
  const changes = [];
  const collections = new Map((await client.get('/collections')).map((c) => [c.collection, c]));
  const fields = new Map((await client.get('/fields')).map((f) => [`${f.collection}.${f.field}`, f]));
  for (const c of expanded.collections) {
    const patch = changed(collections.get(c.collection)?.meta, {
      ...Object.fromEntries(COLLECTION_KEYS.filter((key) => key in c.meta).map((key) => [key, c.meta[key]])),
      ...(c.preview && previewBase ? { preview_url: previewUrlTemplate(previewBase, c.collection) } : {}),
    });
    if (Object.keys(patch).length) {
      await client.patch(`/collections/${c.collection}`, { meta: patch });
      changes.push(`collection ${c.collection}`);
    }
    for (const f of [...c.fields, ...c.aliases]) {
      const existing = fields.get(`${c.collection}.${f.field}`);
      if (!existing || !f.meta) continue;
      const fieldPatch = changed(
        existing.meta,
        Object.fromEntries(FIELD_KEYS.filter((key) => key in f.meta).map((key) => [key, f.meta[key]])),
      );
      if (Object.keys(fieldPatch).length) {
        await client.patch(`/fields/${c.collection}/${f.field}`, { meta: fieldPatch });
        changes.push(`field ${c.collection}.${f.field}`);
      }
    }
  }

  const existingStrings = await client.get('/translations', {
    filter: { key: { _starts_with: KEY_PREFIX } },
    fields: ['id', 'key', 'language', 'value'],
    limit: -1,
  });
  const byKey = new Map(existingStrings.map((row) => [`${row.language} ${row.key}`, row]));
  for (const row of translationStrings(model)) {
    const existing = byKey.get(`${row.language} ${row.key}`);
    if (!existing) {
      await client.post('/translations', row);
      changes.push(`string ${row.language} ${row.key}`);
    } else if (existing.value !== row.value) {
      await client.patch(`/translations/${existing.id}`, { value: row.value });
      changes.push(`string ${row.language} ${row.key}`);
    }
  }

  // Each list's columns and order, as the project's default for everyone (an editor's own
  // changes to a list are kept in presets of their own).
  const presets = await client.get('/presets', {
    filter: { user: { _null: true }, role: { _null: true }, bookmark: { _null: true } },
    fields: ['id', 'collection', 'layout', 'layout_query'],
    limit: -1,
  });
  for (const c of model.collections) {
    if (!c.list) continue;
    const wanted = {
      layout: 'tabular',
      layout_query: { tabular: { fields: c.list.fields, sort: c.list.sort, page: 1 } },
    };
    const existing = presets.find((preset) => preset.collection === c.collection);
    if (!existing) {
      await client.post('/presets', { collection: c.collection, user: null, role: null, bookmark: null, ...wanted });
      changes.push(`list ${c.collection}`);
    } else if (Object.keys(changed(existing, wanted)).length) {
      await client.patch(`/presets/${existing.id}`, wanted);
      changes.push(`list ${c.collection}`);
    }
  }

  const settings = await client.get('/settings', { fields: ['custom_css', 'module_bar', 'visual_editor_urls'] });
  const css = withDirectionCss(settings?.custom_css, directionCss(model));
  if (css !== (settings?.custom_css ?? '')) {
    await client.patch('/settings', { custom_css: css });
    changes.push('custom CSS');
  }
  // The Visual Editor opens the publisher's previews: without them it stays as it is.
  if (previewBase) {
    const visual = changed(settings, {
      module_bar: withVisualEditor(settings?.module_bar),
      visual_editor_urls: withVisualEditorUrl(settings?.visual_editor_urls, previewBase),
    });
    if (Object.keys(visual).length) {
      await client.patch('/settings', visual);
      changes.push('visual editor');
    }
  }
  return changes;
}
