/**
 * The model's checks as the site reads them. Every check of cms/schema/model.json (a range, a
 * price, a choice, a format, yes or no, required: generated into src/generated/cms.ts as each
 * collection's `_SPECS`) has one reader here: the normalisers read a checked field through it
 * (`checked`), and the publish checks (rules.ts) refuse exactly the values it turns to null. The
 * admin app's validation is made from the same checks (cms/scripts/lib/checks.mjs), so what it
 * refuses at save is what the publish would refuse.
 */
import { FIELD_SPECS, type CmsCollection, type CmsRecords, type FormatName } from '../../generated/cms';
import type { CmsFields } from '../../generated/types';
import { calendarDate, isTimeZone } from '../../hours/zone';
import { countryCode, whatsappDigits } from '../../whatsapp/link';
import type { RawOf, RawRecord } from '../client';
import {
  choice,
  color,
  emailAddress,
  flag,
  integer,
  number,
  phoneNumber,
  price,
  slug,
  text,
  time,
  webAddress,
  wholeNumber,
} from './fields';

type Specs = typeof FIELD_SPECS;
type SpecOf<C extends CmsCollection, F extends keyof Specs[C]> = Specs[C][F];
type CheckOf<S> = S extends { check: infer K } ? K : never;

/** What a value reads as, by its check: a number for a range or a price, a choice, yes or no, else text. */
type ReadAs<K> = K extends { kind: 'yes_no' }
  ? boolean
  : K extends { kind: 'whole_number' | 'price' }
    ? number
    : K extends { kind: 'choice'; choices: readonly (infer V)[] }
      ? V
      : string;

/** The fields of a collection whose check reads a value (a range, a choice, a format, …). */
export type CheckedField<C extends CmsCollection> = {
  [F in keyof Specs[C]]: CheckOf<Specs[C][F]> extends { kind: string } ? F : never;
}[keyof Specs[C]];

/** An IANA time zone (`Asia/Riyadh`); otherwise null. */
export function timeZoneOf(value: unknown): string | null {
  return isTimeZone(text(value)) ? text(value) : null;
}

/**
 * The site's reader of each format. A format the model adds needs its reader here (the type
 * asks for one per format), and checks.property.test.ts holds each reader to the format's
 * pattern, which the admin app checks.
 */
export const FORMAT_READERS: Record<FormatName, (value: unknown, record: RawRecord) => unknown> = {
  url: webAddress,
  email: emailAddress,
  phone: phoneNumber,
  // A number with its country code: the restaurant's own, when it has one.
  whatsapp: (value, record) => whatsappDigits(value, record.whatsapp_country_code),
  country_code: countryCode,
  time_zone: timeZoneOf,
  slug,
  time,
  date: calendarDate,
  color,
};

/** A check as generated: its kind with what the kind needs. */
export type FieldCheck =
  | { kind: 'yes_no' }
  | { kind: 'whole_number'; min?: number; max?: number }
  | { kind: 'price'; max: number }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'format'; format: FormatName };

/** The reader of a check: null (or '') for a value the check refuses. */
export function readerOf(check: FieldCheck): (value: unknown, record: RawRecord) => unknown {
  switch (check.kind) {
    case 'yes_no':
      return flag;
    case 'whole_number':
      return (value) => wholeNumber(value, check.min, check.max);
    case 'price':
      return price;
    case 'choice':
      return (value) => choice(value, check.choices);
    case 'format':
      return FORMAT_READERS[check.format];
  }
}

const specsOf = (collection: CmsCollection) =>
  FIELD_SPECS[collection] as Record<string, { type: string; default?: unknown; check?: Partial<FieldCheck> }>;

/**
 * A checked field's value as the site shows it, or null when it is empty or its check refuses it
 * (the normaliser then falls back): `checked('menu_items', 'spice_level', raw)` is a whole number
 * from 0 to 3 or null. The field name is checked against the model.
 */
export function checked<C extends CmsCollection, F extends CheckedField<C>>(
  collection: C,
  field: F,
  record: RawOf<CmsRecords[C]>,
): ReadAs<CheckOf<SpecOf<C, F>>> | null {
  const check = specsOf(collection)[field as string]?.check;
  const raw = record as RawRecord;
  if (!check || !('kind' in check)) return null;
  const read = readerOf(check as FieldCheck)(raw[field as string], raw);
  return read === '' || read === undefined ? null : (read as ReadAs<CheckOf<SpecOf<C, F>>> | null);
}

/** A value by its field's type alone, for fields without a check. */
function byType(type: string, value: unknown): unknown {
  switch (type) {
    case 'boolean':
      return flag(value);
    case 'integer':
      return integer(value);
    case 'decimal':
      return number(value);
    case 'time':
      return time(value);
    case 'date':
      return calendarDate(value);
    case 'timestamp':
      return text(value) || null;
    default:
      return text(value);
  }
}

/**
 * Every field of a record holding a value of its own (its id aside), as the model declares it
 * (schemas/models/cms-fields.schema.json): each read by its check, else by its type, and its
 * default in the model when it is empty or refused. A field added to the model is here with no
 * normaliser touched: a dish's page reads it as `item.fields.<field>`.
 */
export function fieldValues<C extends CmsCollection>(collection: C, record: RawOf<CmsRecords[C]>): CmsFields[C] {
  const raw = record as RawRecord;
  const out: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(specsOf(collection))) {
    if (field === 'id') continue;
    const check = spec.check && 'kind' in spec.check ? (spec.check as FieldCheck) : null;
    const value = check ? readerOf(check)(raw[field], raw) : byType(spec.type, raw[field]);
    // Plain text reads as '' when empty; a checked value (a web address, a choice) as null.
    const plainText = !check && (spec.type === 'string' || spec.type === 'text');
    const empty = value === null || value === undefined || (value === '' && !plainText);
    out[field] = empty ? (spec.default ?? (plainText ? '' : null)) : value;
  }
  return out as unknown as CmsFields[C];
}
