/**
 * Field readers for raw CMS records. Each accepts any JSON value and returns a value of
 * its declared type, so normalisers never throw on malformed records.
 */
import { MONEY_MAX, type CmsCollection, type CmsRecords } from '../../generated/cms';
import type { ImageModel, LocalizedText } from '../../generated/types';
import type { RawOf, RawRecord } from '../client';

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed string; numbers become strings; anything else is ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The bases of a record's bilingual fields: `name` for `name_en` with `name_ar` (any text for an untyped record). */
export type BilingualBase<R> = string extends keyof R
  ? string
  : {
      [K in keyof R & string]: K extends `${infer Base}_en` ? (`${Base}_ar` extends keyof R ? Base : never) : never;
    }[keyof R & string];

/** `name_en` / `name_ar` -> { en, ar }; the base is checked against the record's fields. */
export function localized<R extends object>(record: R | undefined, base: BilingualBase<R>): LocalizedText {
  const raw = record as RawRecord | undefined;
  return { en: text(raw?.[`${base}_en`]), ar: text(raw?.[`${base}_ar`]) };
}

/** Fills an empty language from a fallback text. */
export function withFallback(value: LocalizedText, fallback: LocalizedText): LocalizedText {
  if (!value.en && !value.ar) return fallback;
  return { en: value.en || value.ar, ar: value.ar };
}

export function number(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function integer(value: unknown): number | null {
  const n = number(value);
  return n !== null && Number.isInteger(n) ? n : null;
}

/** true, false, 1, 0 and their strings -> a boolean; anything else null. */
export function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return null;
}

export function boolean(value: unknown, fallback: boolean): boolean {
  return flag(value) ?? fallback;
}

/** Whether a field holds a value at all: null, undefined and blank text are empty (they get the spec's fallback). */
export function present(value: unknown): boolean {
  return value !== null && value !== undefined && !(typeof value === 'string' && !value.trim());
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** An id usable as a React key or route param: a safe integer (as the models declare) or a non-empty string. */
export function recordId(value: unknown): number | string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && value.trim() && value.length <= 64) return value.trim();
  return null;
}

/**
 * A web address an owner links to (a social page, the map): http(s), a host name with a dot and
 * letters at the end, a port and a path if any. Refuses javascript:, data:, addresses without a
 * host name and anything a URL parser would not take: the `url` format of cms/schema/model.json,
 * which the admin app checks at save (checks.property.test.ts holds the two together).
 */
const WEB_ADDRESS = /^https?:\/\/(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\.)+[A-Za-z]{2,63}(?::\d{1,4})?(?:[/?#]\S*)?$/;
export function webAddress(value: unknown): string | null {
  const raw = text(value);
  return WEB_ADDRESS.test(raw) ? safeHttpUrl(raw) : null;
}

/** Only http(s) addresses survive; javascript:, data: and malformed values become null. */
export function safeHttpUrl(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A CMS file reference: a plain id string, or an expanded object with id / filename_download / url. */
export function image(value: unknown, assetUrl: (id: string) => string): ImageModel | null {
  // An empty address: the publisher knows no image by that id (a deleted or non-image file).
  const asset = (id: string, size: { width?: number; height?: number } = {}) => {
    const src = assetUrl(id);
    return src ? { src, ...size } : null;
  };
  if (typeof value === 'string') return FILE_ID.test(value.trim()) ? asset(value.trim()) : null;
  if (!isRecord(value)) return null;
  const size = {
    ...(integer(value.width) && integer(value.width)! > 0 ? { width: integer(value.width)! } : {}),
    ...(integer(value.height) && integer(value.height)! > 0 ? { height: integer(value.height)! } : {}),
  };
  const url = safeHttpUrl(value.url);
  if (url) return { src: url, ...size };
  const id = text(value.id) || text(value.filename_download);
  return FILE_ID.test(id) ? asset(id, size) : null;
}

const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const FUNCTIONAL = /^(rgb|rgba|hsl|hsla)\(\s*[0-9.%\s,/+-]+\)$/;
const NAMED = /^[a-zA-Z]{3,20}$/;

/**
 * A CSS colour safe to put in a custom property, or null. Six hex digits without '#'
 * gain one; other hex lengths, rgb()/hsl() and named colours pass as they are.
 */
export function color(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  const hex = HEX.exec(raw);
  if (hex) return raw.startsWith('#') ? raw : `#${raw}`;
  if (FUNCTIONAL.test(raw) || NAMED.test(raw)) return raw;
  return null;
}

/** A price in SAR: a finite number or numeric string from 0 to MONEY_MAX, to the cent; otherwise null. */
export function price(value: unknown): number | null {
  const n = number(value);
  return n !== null && n >= 0 && n <= MONEY_MAX ? Math.round(n * 100) / 100 : null;
}

/** A whole number within the bounds given (either may be left open); otherwise null. */
export function wholeNumber(value: unknown, min = -Infinity, max = Infinity): number | null {
  const n = integer(value);
  return n !== null && n >= min && n <= max ? n : null;
}

/** One of the choices, exactly as written; otherwise null. */
export function choice<const C extends string>(value: unknown, choices: readonly C[]): C | null {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as C) : null;
}

/** A slug, the part of an address that names a record (letters, digits, - and _); otherwise null. */
export function slug(value: unknown): string | null {
  const raw = text(value);
  return /^[A-Za-z0-9_-]+$/.test(raw) ? raw : null;
}

/** A plain address (local@domain.tld) safe to put after `mailto:`, or '' (no query, markup, spaces or schemes). */
const EMAIL = /^[^\s@<>"'`?&#:/\\(),;]+@[^\s@<>"'`?&#:/\\(),;]+\.[^\s@<>"'`?&#:/\\(),;]+$/;
export function emailAddress(value: unknown): string {
  const raw = text(value);
  return raw.length <= 254 && EMAIL.test(raw) ? raw : '';
}

/** "13:30:00" or "13:30" -> "13:30"; anything else null. */
export function time(value: unknown): string | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/.exec(text(value));
  if (!match) return null;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** The characters people write phone numbers with: digits, +, spaces, dashes, dots, brackets and slashes. */
export const PHONE_CHARACTERS = /^[+\d\s().\-/]+$/;

/** A phone number as typed (`011-555-0199`, `+966 55 218 4470`): those characters and 7 to 15 digits; else ''. */
export function phoneNumber(value: unknown): string {
  const raw = text(value);
  const digits = raw.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(raw) && digits >= 7 && digits <= 15 ? raw : '';
}

/** Keeps only digits and a leading plus, as wa.me expects; '' when no digit is left. */
export function phoneDigits(value: unknown): string {
  const raw = text(value);
  const digits = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? digits : '';
}

/** Applies `one` to every record of `collection` with an id (its fields named as the model names them); the rest are dropped (and logged once). */
export function each<C extends CmsCollection, T>(
  rows: unknown,
  collection: C,
  one: (row: RawOf<CmsRecords[C]>, id: number | string) => T,
): T[] {
  const out: T[] = [];
  let dropped = 0;
  for (const row of list(rows)) {
    const id = isRecord(row) ? recordId(row.id) : null;
    if (!isRecord(row) || id === null) dropped += 1;
    else out.push(one(row, id));
  }
  if (dropped) console.warn(`[cms] ${collection}: ignored ${dropped} record(s) without an id`);
  return out;
}
