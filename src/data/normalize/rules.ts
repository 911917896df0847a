/**
 * What the site refuses, field by field: each check of cms/schema/model.json (generated into
 * src/generated/cms.ts) with its reader (checks.ts), the one the normalisers read the field with,
 * and its rule in English and Arabic, the words the admin app shows under the field when it
 * refuses the value at save (cms/scripts/lib/checks.mjs). A value that is there (not null, not
 * blank) and that the reader turns into null or '' is one the site would not show: it falls back
 * to the spec's default or leaves the value out. A required field the record holds empty is
 * refused too. The publish checks (publish/validate.ts) run these same readers over the records
 * the publish read, so a publish stops exactly on the values the site would refuse and never on
 * one it accepts (rules.property.test.ts proves it for any raw value). A new rule is a check in
 * the model; the few rules across the fields of one record are RECORD_RULES below.
 */
import { CHECK_MESSAGES, FIELD_SPECS } from '../../generated/cms';
import { calendarDate } from '../../hours/zone';
import type { RawRecord } from '../client';
import { readerOf, type FieldCheck } from './checks';
import { flag, present, text } from './fields';

export interface Bilingual {
  en: string;
  ar: string;
}

export interface FieldRule {
  /** What the site makes of a value that is there: null or '' when it refuses it. */
  read: (value: unknown, record: RawRecord) => unknown;
  /** The rule, as the end of "<value> …": "is not a price (…)". */
  rule: Bilingual;
  /** For a required field: the words of an empty one. */
  required?: Bilingual;
}

/** A value the site refuses, or a record it cannot show as written. */
export interface Refusal {
  field: string;
  value: unknown;
  rule: Bilingual;
  /**
   * False for what the site leaves out while taking every value (a shift with one of its two
   * times): the version goes live and its log entry says so. Every refused value stops a publish.
   */
  blocking: boolean;
}

interface GeneratedCheck {
  kind?: string;
  rule?: Bilingual;
  required?: Bilingual;
}

/** A required field without a check of its value reads as text: empty text is no value. */
function ruleOf(check: GeneratedCheck): FieldRule {
  const read = check.kind ? readerOf(check as FieldCheck) : text;
  return { read, rule: check.rule ?? check.required!, ...(check.required ? { required: check.required } : {}) };
}

/** Collection -> field -> the rule the model's check keeps, for every checked field. */
export const FIELD_RULES: Record<string, Record<string, FieldRule>> = Object.fromEntries(
  Object.entries(FIELD_SPECS).map(([collection, specs]) => [
    collection,
    Object.fromEntries(
      Object.entries(specs as Record<string, { check?: GeneratedCheck }>).flatMap(([field, spec]) =>
        spec.check ? [[field, ruleOf(spec.check)]] : [],
      ),
    ),
  ]),
);

const refused = (read: unknown) => read === null || read === '';

/** A shift with one of its two times is left out (src/data/normalize/restaurant.ts, shiftsOf). */
function halfShifts(record: RawRecord): Refusal[] {
  return (
    [
      ['opens_at', 'closes_at'],
      ['opens_at_2', 'closes_at_2'],
    ] as const
  ).flatMap(([open, close]) => {
    if (present(record[open]) === present(record[close])) return [];
    const [field, other] = present(record[open]) ? [close, open] : [open, close];
    return [
      {
        field,
        value: record[field] ?? null,
        rule: {
          en: `is empty while ${other} is set: that shift is left out`,
          ar: `فارغة بينما ${other} محدد: لا تظهر تلك الفترة`,
        },
        blocking: false,
      },
    ];
  });
}

/** Rules across the fields of one record, as the normalisers apply them. */
const RECORD_RULES: Record<string, (record: RawRecord) => Refusal[]> = {
  opening_hours: (record) => (flag(record.closed_this_day) ? [] : halfShifts(record)),
  hours_overrides: (record) => {
    const out: Refusal[] = [];
    const start = calendarDate(record.date);
    const end = calendarDate(record.end_date);
    if (start && end && end < start)
      out.push({
        field: 'end_date',
        value: record.end_date,
        // The admin app refuses it at save with the same words (directus-extension-record-rules).
        rule: {
          en: CHECK_MESSAGES.end_before_date.en.replace('{date}', start),
          ar: CHECK_MESSAGES.end_before_date.ar.replace('{date}', start),
        },
        blocking: true,
      });
    return flag(record.closed) ? out : [...out, ...halfShifts(record)];
  },
};

/** Every value of `record` (a record of `collection`, as read) that the site would refuse or leave out. */
export function refusalsOf(collection: string, record: RawRecord): Refusal[] {
  const rules = FIELD_RULES[collection] ?? {};
  const out: Refusal[] = [];
  for (const [field, { read, rule, required }] of Object.entries(rules)) {
    const value = record[field];
    // A read that did not ask for the field says nothing about it.
    if (!(field in record)) continue;
    if (!present(value)) {
      if (required) out.push({ field, value: value ?? null, rule: required, blocking: true });
    } else if (refused(read(value, record))) out.push({ field, value, rule, blocking: true });
  }
  const own = RECORD_RULES[collection]?.(record) ?? [];
  return [...out, ...own.filter((r) => !out.some((o) => o.field === r.field))];
}
