/**
 * What stops a publish: a value the site would refuse. The publish does not read the CMS again
 * for it and keeps no rules of its own: it runs the normalisers' own field readers
 * (src/data/normalize/rules.ts) over every record the publish itself read (publish/reads.ts),
 * nested records included (a dish's sizes, add-ons, categories and allergens, the restaurant's
 * colours), following the relations of the CMS model (src/generated/cms.ts, from
 * cms/schema/model.json). So a value stops a publish exactly when the site would drop it or fall
 * back to a default, and a value the site accepts (a WhatsApp number it completes with the
 * country code) never does.
 *
 * Each problem names the collection, the record (id and name), the field, the value and the
 * rule, in English and in Arabic, for the publish log. Drafts are never read, so never checked;
 * empty values are not problems (the spec gives each a fallback). A shift with one of its two
 * times does not stop a publish: the site leaves that shift out, and the log of the version says so.
 */
import type { RawRecord } from '../src/data/client.ts';
import { isRecord, list, text } from '../src/data/normalize/fields.ts';
import { refusalsOf, type Bilingual } from '../src/data/normalize/rules.ts';
import { CMS_COLLECTIONS } from '../src/generated/cms.ts';

export type { Bilingual };

export interface RecordProblem {
  collection: string;
  id: string;
  /** The record's name, when it has one, so an editor can find it. */
  name?: Bilingual;
  field: string;
  value: unknown;
  /** The rule the value breaks, e.g. "is not a price (…)", in both languages. */
  rule: Bilingual;
  /** Whether it stops the publish; otherwise the site leaves something out and the log says so. */
  blocking: boolean;
}

export class InvalidContentError extends Error {
  override name = 'InvalidContentError';
  /** Why the publish stopped, in both languages (the publish log's summary_en and summary_ar). */
  readonly reason: Bilingual;
  constructor(readonly problems: RecordProblem[]) {
    const reason = describeProblems(problems);
    super(reason.en);
    this.reason = reason;
  }
}

const show = (value: unknown) => (typeof value === 'string' ? `"${value.slice(0, 80)}"` : JSON.stringify(value));

/** "menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price (…)", at most 5, in both languages. */
function listProblems(problems: readonly RecordProblem[]): Bilingual {
  const shown = problems.slice(0, 5);
  const more = problems.length - shown.length;
  const en = shown.map(
    (p) => `${p.collection} ${p.id}${p.name ? ` (${p.name.en})` : ''}, field ${p.field}: ${show(p.value)} ${p.rule.en}`,
  );
  const ar = shown.map(
    (p) =>
      `${p.collection} ${p.id}${p.name ? ` («${p.name.ar}»)` : ''}، الحقل ${p.field}: القيمة ${show(p.value)} ${p.rule.ar}`,
  );
  return {
    en: `${en.join('; ')}${more > 0 ? ` … and ${more} more` : ''}`,
    ar: `${ar.join('؛ ')}${more > 0 ? ` … و${more} غيرها` : ''}`,
  };
}

/** Why a publish stopped, for the publish log. */
export function describeProblems(problems: readonly RecordProblem[]): Bilingual {
  const one = problems.length === 1;
  const list = listProblems(problems);
  return {
    en: `${one ? 'a value in the CMS is' : `${problems.length} values in the CMS are`} not valid: ${list.en}. Correct ${one ? 'it' : 'them'} in the CMS and save; the live version was kept`,
    ar: `${one ? 'قيمة في نظام إدارة المحتوى غير صالحة' : `${problems.length} قيم في نظام إدارة المحتوى غير صالحة`}: ${list.ar}. ${one ? 'صحّحها' : 'صحّحها كلها'} في نظام إدارة المحتوى واحفظ؛ بقي الإصدار المنشور كما هو`,
  };
}

/** What a publish left out, for the publish log of a version that went live. */
export function describeLeftOut(problems: readonly RecordProblem[]): Bilingual {
  const list = listProblems(problems);
  return {
    en: `left out of the site (correct in the CMS to show): ${list.en}`,
    ar: `لم يظهر في الموقع (صحّحه في نظام إدارة المحتوى ليظهر): ${list.ar}`,
  };
}

/** How the fields of a collection lead to records of another: an m2o, or an m2m through its junction key. */
function relationsOf(collection: string): [string, { related: string; key?: string }][] {
  const described = (
    CMS_COLLECTIONS as Record<string, { relations: Record<string, { related: string; key?: string }> }>
  )[collection];
  return Object.entries(described?.relations ?? {});
}

const nameOf = (record: RawRecord): Bilingual | undefined => {
  for (const base of ['name', 'title', 'reviewer_name', 'note']) {
    const en = text(record[`${base}_en`]);
    const ar = text(record[`${base}_ar`]);
    if (en || ar) return { en: en || ar, ar: ar || en };
  }
  const plain = text(record.Day) || text(record.name);
  return plain ? { en: plain, ar: plain } : undefined;
};

/** The rows of one read, as the publish made it: `collection` and the records it answered with. */
export interface ReadRows {
  collection: string;
  rows: readonly unknown[];
}

/** Every value the site would refuse or leave out in the records the publish read. */
export function findProblems(reads: readonly ReadRows[]): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const visit = (collection: string, record: RawRecord) => {
    const id = text(record.id);
    const name = nameOf(record);
    for (const refusal of refusalsOf(collection, record))
      problems.push({ collection, id, ...(name ? { name } : {}), ...refusal });
    for (const [field, relation] of relationsOf(collection)) {
      const value = record[field];
      if (!relation.key) {
        if (isRecord(value)) visit(relation.related, value);
        continue;
      }
      for (const row of list(value)) {
        const inner = isRecord(row) ? row[relation.key] : null;
        if (isRecord(inner)) visit(relation.related, inner);
      }
    }
  };
  for (const read of reads) for (const row of read.rows) if (isRecord(row)) visit(read.collection, row);
  // A record several reads (or dishes) share is reported once; so is a value met in a read
  // that did not ask for the record's id (the theme's colours) when a read that did names it.
  const seen = new Set<string>();
  return problems.filter((p, index) => {
    const key = `${p.collection} ${p.id} ${p.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return !(
      !p.id &&
      problems.some(
        (other, at) =>
          at !== index &&
          other.id &&
          other.collection === p.collection &&
          other.field === p.field &&
          show(other.value) === show(p.value),
      )
    );
  });
}

/**
 * Checks what the publish read: throws InvalidContentError naming every value that stops the
 * publish; returns what the site leaves out without stopping it.
 */
export function checkContent(reads: readonly ReadRows[]): RecordProblem[] {
  const problems = findProblems(reads);
  const blocking = problems.filter((p) => p.blocking);
  if (blocking.length > 0) throw new InvalidContentError(blocking);
  return problems.filter((p) => !p.blocking);
}
