/**
 * What a publish did, in the words an owner reads in the publish log, in English and Arabic:
 *
 *   Dish "Hummus Beiruti" changed: 8 pages updated in 2.1 s.
 *   تعديل طبق «حمص بيروتي»: تحديث 8 صفحات في 2.1 ث.
 *
 * A failure reads the same way, says that the site kept the version before, and links to the
 * records that were saved. Collection names come from the CMS model's own labels
 * (cms/schema/model.json), record names from the publish's own reads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Bilingual {
  en: string;
  ar: string;
}

/** One change the CMS told the publisher about. */
export interface Change {
  /** create, update, delete, sort (a drag in a list) or upload. */
  action: string;
  collection: string;
  keys: string[];
}

interface ModelLabels {
  collections: { collection: string; label?: { en: string; ar: string; en_singular?: string; ar_singular?: string } }[];
}

const MODEL = join(import.meta.dirname, '..', 'cms', 'schema', 'model.json');
let labels: Map<string, { one: Bilingual; many: Bilingual }> | null = null;

function labelOf(collection: string): { one: Bilingual; many: Bilingual } {
  labels ??= new Map(
    (JSON.parse(readFileSync(MODEL, 'utf8')) as ModelLabels).collections.flatMap((c) =>
      c.label
        ? [
            [
              c.collection,
              {
                one: { en: c.label.en_singular ?? c.label.en, ar: c.label.ar_singular ?? c.label.ar },
                many: { en: c.label.en, ar: c.label.ar },
              },
            ] as const,
          ]
        : [],
    ),
  );
  if (collection === 'directus_files') return { one: { en: 'Photo', ar: 'صورة' }, many: { en: 'Photos', ar: 'الصور' } };
  return (
    labels.get(collection) ?? { one: { en: collection, ar: collection }, many: { en: collection, ar: collection } }
  );
}

/**
 * The changes a publish covers, from its triggers (publish/server.ts `triggerOf`:
 * "cms: menu_items.items.update menu_items 12, 13"); other triggers ("start", "manual") name none.
 */
export function changesOf(triggers: readonly string[]): Change[] {
  const changes: Change[] = [];
  for (const trigger of triggers) {
    // Directus names the event with its scope first: menu_items.items.update, files.upload.
    const match = /^cms: (?:[\w-]+\.)*([a-z]+) ([\w-]+)(?: (.+))?$/.exec(trigger);
    if (!match) continue;
    const [, action, collection, ids] = match;
    const keys = (ids ?? '').split(', ').filter(Boolean);
    const same = changes.find((change) => change.action === action && change.collection === collection);
    if (same) same.keys = [...new Set([...same.keys, ...keys])];
    else changes.push({ action: action!, collection: collection!, keys });
  }
  return changes;
}

const ACTIONS: Record<string, { en: string; ar: string }> = {
  create: { en: 'added', ar: 'إضافة' },
  update: { en: 'changed', ar: 'تعديل' },
  delete: { en: 'removed', ar: 'حذف' },
  upload: { en: 'uploaded', ar: 'رفع' },
  sort: { en: 'reordered', ar: 'إعادة ترتيب' },
};

/** "8 pages" in Arabic, with the noun agreeing with its number. */
function arabicPages(count: number): string {
  if (count === 1) return 'صفحة واحدة';
  if (count === 2) return 'صفحتين';
  if (count >= 3 && count <= 10) return `${count} صفحات`;
  return `${count} صفحة`;
}

type NameOf = (collection: string, key: string) => Bilingual | undefined;

function describeChange(change: Change, nameOf: NameOf): Bilingual {
  const label = labelOf(change.collection);
  const action = ACTIONS[change.action] ?? { en: change.action, ar: change.action };
  if (change.keys.length === 1) {
    const name = nameOf(change.collection, change.keys[0]!);
    return {
      en: `${label.one.en}${name ? ` "${name.en}"` : ''} ${action.en}`,
      ar: `${action.ar} ${label.one.ar}${name ? ` «${name.ar}»` : ''}`,
    };
  }
  const count = change.keys.length ? ` (${change.keys.length})` : '';
  return { en: `${label.many.en} ${action.en}${count}`, ar: `${action.ar} ${label.many.ar}${count}` };
}

/** What asked for the publish, in words. */
export function describeTriggers(triggers: readonly string[], nameOf: NameOf = () => undefined): Bilingual {
  const changes = changesOf(triggers);
  if (changes.length === 0) {
    if (triggers.includes('start')) return { en: 'Published when the publisher started', ar: 'نشر عند بدء التشغيل' };
    return { en: 'Published by hand', ar: 'نشر يدوي' };
  }
  const parts = changes.slice(0, 3).map((change) => describeChange(change, nameOf));
  const more =
    changes.length > 3 ? { en: `, and ${changes.length - 3} more`, ar: ` و${changes.length - 3} غيرها` } : null;
  return {
    en: parts.map((part) => part.en).join(', ') + (more?.en ?? ''),
    ar: parts.map((part) => part.ar).join('، ') + (more?.ar ?? ''),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** A publish that went live. `updated` is how many pages were written anew. */
export function publishedSummary(
  triggers: readonly string[],
  { updated, durationMs }: { updated: number; durationMs: number },
  nameOf?: NameOf,
): Bilingual {
  const what = describeTriggers(triggers, nameOf);
  return {
    en: `${what.en}: ${updated} page${updated === 1 ? '' : 's'} updated in ${seconds(durationMs)} s.`,
    ar: `${what.ar}: تحديث ${arabicPages(updated)} في ${seconds(durationMs)} ث.`,
  };
}

/**
 * The record a failed publish asks the editor to open, as "collection/id" (the publish log's
 * `record`; its "Open the record to fix" button opens it in the admin app): the first record
 * whose value stopped the publish, or else the first record saved. Files and deleted records are
 * not offered, nor a key that is not a plain id.
 */
export function recordToFix(
  triggers: readonly string[],
  problems: readonly { collection: string; id: string; blocking?: boolean }[] = [],
): string | undefined {
  const plain = (collection: string, key: string) =>
    /^[a-z][a-z0-9_]*$/.test(collection) && collection !== 'directus_files' && /^[\w-]{1,64}$/.test(key);
  const problem = problems.find((p) => p.blocking !== false && plain(p.collection, p.id));
  if (problem) return `${problem.collection}/${problem.id}`;
  for (const change of changesOf(triggers)) {
    if (change.action === 'delete') continue;
    const key = change.keys.find((k) => plain(change.collection, k));
    if (key) return `${change.collection}/${key}`;
  }
  return undefined;
}

/** A publish that failed: the site kept the version before. Links to the records that were saved. */
export function failedSummary(
  triggers: readonly string[],
  { reason, adminUrl }: { reason: string | Bilingual; adminUrl?: string },
  nameOf?: NameOf,
): Bilingual {
  const what = describeTriggers(triggers, nameOf);
  const links = adminUrl
    ? changesOf(triggers)
        .filter((change) => change.action !== 'delete' && change.collection !== 'directus_files')
        .flatMap((change) =>
          change.keys
            .slice(0, 3)
            .map((key) => `${adminUrl.replace(/\/+$/, '')}/admin/content/${change.collection}/${key}`),
        )
    : [];
  const sentence = (words: string) => (/[.!?]$/.test(words.trim()) ? words.trim() : `${words.trim()}.`);
  const said =
    typeof reason === 'string'
      ? { en: sentence(reason), ar: sentence(reason) }
      : {
          en: sentence(reason.en),
          ar: sentence(reason.ar),
        };
  const open = links.length ? { en: ` Open: ${links.join(' ')}`, ar: ` افتح: ${links.join(' ')}` } : { en: '', ar: '' };
  return {
    en: `${what.en}: not published. ${said.en} The site still shows the version before.${open.en}`,
    ar: `${what.ar}: لم يُنشر. ${said.ar} ما زال الموقع يعرض الإصدار السابق.${open.ar}`,
  };
}
