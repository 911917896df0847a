/** Raw `restaurants`, `opening_hours` and `hours_overrides` records -> RestaurantModel, each missing or invalid value replaced by its fallback. */
import type {
  ColorSchemeModel,
  HoursOverrideModel,
  OpeningHoursModel,
  OrderingSettings,
  OrderType,
  RestaurantModel,
  ShiftModel,
  Weekday,
} from '../../generated/types';
import { COLOR_FIELDS, cssVarName } from '../../theme/defaults';
import { PLACEHOLDER_RESTAURANT } from '../placeholderRestaurant';
import type { RawRecord } from '../client';
import { whatsappDigits } from '../../whatsapp/link';
import { calendarDate, DEFAULT_TIME_ZONE, isTimeZone, zonedClock } from '../../hours/zone';
import {
  boolean,
  color,
  image,
  integer,
  isRecord,
  list,
  localized,
  nonNegative,
  phoneNumber,
  present,
  recordId,
  safeHttpUrl,
  text,
  time,
  withFallback,
} from './fields';
import { WEEK_FROM_MONDAY } from '../../hours/weekdays';

export { PLACEHOLDER_RESTAURANT };

/** website_color_scheme record -> CSS custom properties; invalid colours are dropped, so defaults remain. */
export function normalizeColorScheme(raw: unknown): ColorSchemeModel | null {
  if (!isRecord(raw)) return null;
  const scheme: ColorSchemeModel = {};
  for (const field of COLOR_FIELDS) {
    const value = color(raw[field]);
    if (value) scheme[cssVarName(field)] = value;
  }
  return Object.keys(scheme).length ? scheme : null;
}

/** A day of the week in English (any case); otherwise null. */
export function weekday(value: unknown): Weekday | null {
  const raw = text(value).toLowerCase();
  return WEEK_FROM_MONDAY.find((d) => d.toLowerCase() === raw) ?? null;
}

/**
 * A record's shifts: opens_at/closes_at, then opens_at_2/closes_at_2. A shift with a missing or
 * malformed time is left out (the publisher's checks stop a publish on a malformed one first).
 */
export function shiftsOf(row: RawRecord): ShiftModel[] {
  const shifts: ShiftModel[] = [];
  for (const [open, close] of [
    ['opens_at', 'closes_at'],
    ['opens_at_2', 'closes_at_2'],
  ] as const) {
    const opensAt = time(row[open]);
    const closesAt = time(row[close]);
    if (opensAt && closesAt) shifts.push({ opensAt, closesAt });
  }
  return shifts;
}

/** opening_hours rows -> one entry per weekday, Monday first; duplicates keep the first row. */
export function normalizeOpeningHours(rows: unknown): OpeningHoursModel[] {
  const byDay = new Map<Weekday, OpeningHoursModel>();
  for (const row of list(rows)) {
    if (!isRecord(row)) continue;
    const day = weekday(row.Day);
    if (!day || byDay.has(day)) continue;
    const closed = boolean(row.closed_this_day, false);
    const shifts = closed ? [] : shiftsOf(row);
    byDay.set(day, { day, shifts, closed: !shifts.length });
  }
  return WEEK_FROM_MONDAY.flatMap((d) => (byDay.has(d) ? [byDay.get(d)!] : []));
}

/** The most minutes a kitchen may ask for before the earliest pickup or delivery. */
export const MAX_LEAD_MINUTES = 240;
const DEFAULT_LEAD_MINUTES = 20;

/** Minutes before the earliest pickup or delivery: a whole number from 0 to MAX_LEAD_MINUTES; otherwise null. */
export function leadMinutes(value: unknown): number | null {
  const lead = integer(value);
  return lead !== null && lead >= 0 && lead <= MAX_LEAD_MINUTES ? lead : null;
}

/** What ordering does while the restaurant is closed: one of the field's choices, otherwise null. */
export function whenClosed(value: unknown): OrderingSettings['whenClosed'] | null {
  return value === 'off' || value === 'later' ? value : null;
}

/** An IANA time zone (`Asia/Riyadh`); otherwise null. */
export function timeZoneOf(value: unknown): string | null {
  return isTimeZone(text(value)) ? text(value) : null;
}

/**
 * How the restaurant takes orders. Each order type is offered unless its switch is off; a
 * missing or negative fee or minimum is none; an unknown "when closed" choice takes orders for
 * later (the owner can always switch ordering off explicitly).
 */
export function normalizeOrdering(raw: RawRecord): OrderingSettings {
  const offered: [OrderType, unknown][] = [
    ['pickup', raw.offers_pickup],
    ['delivery', raw.offers_delivery],
    ['dineIn', raw.offers_dine_in],
  ];
  return {
    types: offered.filter(([, on]) => boolean(on, true)).map(([type]) => type),
    deliveryFee: nonNegative(raw.delivery_fee) ?? 0,
    deliveryMinimum: nonNegative(raw.delivery_minimum) ?? 0,
    whenClosed: whenClosed(raw.ordering_when_closed) ?? 'later',
    leadMinutes: leadMinutes(raw.order_lead_minutes) ?? DEFAULT_LEAD_MINUTES,
  };
}

/**
 * hours_overrides rows -> the dates not over on the restaurant's date at `now`, soonest first.
 * A row without a real date, or whose end comes before its start, is left out with a warning
 * (the publisher's checks stop a publish on it first); an empty end date means one day.
 */
export function normalizeOverrides(rows: unknown, timeZone: string, now: Date): HoursOverrideModel[] {
  const today = zonedClock(now, timeZone).date;
  const overrides: HoursOverrideModel[] = [];
  for (const row of list(rows)) {
    if (!isRecord(row)) continue;
    const date = calendarDate(row.date);
    const endDate = present(row.end_date) ? calendarDate(row.end_date) : date;
    if (!date || !endDate || endDate < date) {
      console.warn(
        `[cms] hours_overrides ${text(row.id)}: no usable date (${text(row.date)}, ${text(row.end_date)}); left out`,
      );
      continue;
    }
    if (endDate < today) continue;
    const closed = boolean(row.closed, false);
    overrides.push({ date, endDate, closed, shifts: closed ? [] : shiftsOf(row), note: localized(row, 'note') });
  }
  return overrides.sort((a, b) => a.date.localeCompare(b.date));
}

/** A plain address (local@domain.tld) safe to put after `mailto:`, or '' (no query, markup, spaces or schemes). */
const EMAIL = /^[^\s@<>"'`?&#:/\\(),;]+@[^\s@<>"'`?&#:/\\(),;]+\.[^\s@<>"'`?&#:/\\(),;]+$/;
export function emailAddress(value: unknown): string {
  const raw = text(value);
  return raw.length <= 254 && EMAIL.test(raw) ? raw : '';
}

/**
 * The restaurant with its weekly hours and, from `overrideRows`, the date overrides not over at
 * `now` (the publish).
 */
export function normalizeRestaurant(
  raw: RawRecord | undefined,
  hoursRows: unknown,
  slug: string,
  assetUrl: (id: string) => string,
  overrideRows: unknown = [],
  now: Date = new Date(),
): RestaurantModel {
  if (!raw) return { ...PLACEHOLDER_RESTAURANT, slug };
  const timeZone = timeZoneOf(raw.time_zone) ?? DEFAULT_TIME_ZONE;
  const fallback = PLACEHOLDER_RESTAURANT;
  const phone = phoneNumber(raw.phone_no);
  // No placeholder: with no usable number, ordering and booking say so and send nothing.
  const country = raw.whatsapp_country_code;
  const whatsapp = whatsappDigits(raw.whatsapp_no, country) || whatsappDigits(raw.phone_no, country);
  return {
    id: recordId(raw.id),
    slug: text(raw.slug) || slug,
    name: withFallback(localized(raw, 'name'), fallback.name),
    shortAddress: withFallback(
      localized(raw, 'short_address'),
      withFallback(localized(raw, 'address'), fallback.shortAddress),
    ),
    address: withFallback(localized(raw, 'address'), fallback.address),
    description: withFallback(localized(raw, 'description'), fallback.description),
    email: emailAddress(raw.email_id) || fallback.email,
    phone: phone || fallback.phone,
    whatsapp,
    opensAt: time(raw.opens_at),
    closesAt: time(raw.closes_at),
    timeZone,
    logo: image(raw.logo, assetUrl),
    social: {
      facebook: safeHttpUrl(raw.facebook_url),
      tiktok: safeHttpUrl(raw.tiktok_url),
      instagram: safeHttpUrl(raw.instagram_url),
    },
    enableArabic: boolean(raw.enable_arabic, false),
    googleMapsUrl: safeHttpUrl(raw.google_maps_url),
    mapEmbedHtml: text(raw.google_maps_iframe_html) || null,
    bannerImage: image(raw.reservation_page_bg_image, assetUrl),
    colorScheme: normalizeColorScheme(raw.website_color_scheme),
    hours: normalizeOpeningHours(hoursRows),
    overrides: normalizeOverrides(overrideRows, timeZone, now),
    ordering: normalizeOrdering(raw),
    arabicDigits: boolean(raw.arabic_digits, false),
  };
}
