/**
 * Raw `restaurants`, `opening_hours` and `hours_overrides` records -> RestaurantModel, each
 * missing or invalid value replaced by its fallback. Records are typed with the model's field
 * names (src/generated/cms.ts), and a checked field is read with its check (`checked`).
 */
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
import type { HoursOverridesRecord, OpeningHoursRecord, RestaurantsRecord } from '../../generated/cms';
import { COLOR_FIELDS, cssVarName } from '../../theme/defaults';
import { PLACEHOLDER_RESTAURANT } from '../placeholderRestaurant';
import type { RawOf } from '../client';
import { whatsappDigits } from '../../whatsapp/link';
import { DEFAULT_TIME_ZONE, zonedClock } from '../../hours/zone';
import { WEEK_FROM_MONDAY } from '../../hours/weekdays';
import { checked, timeZoneOf } from './checks';
import { color, emailAddress, image, isRecord, list, localized, present, recordId, text, withFallback } from './fields';

export { PLACEHOLDER_RESTAURANT, emailAddress, timeZoneOf };

type Restaurant = RawOf<RestaurantsRecord>;
type Hours = RawOf<OpeningHoursRecord>;
type Override = RawOf<HoursOverridesRecord>;

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

/**
 * A record's shifts: opens_at/closes_at, then opens_at_2/closes_at_2. A shift with a missing or
 * malformed time is left out (the publisher's checks stop a publish on a malformed one first).
 */
export function shiftsOf(row: Hours | Override, collection: 'opening_hours' | 'hours_overrides'): ShiftModel[] {
  const shifts: ShiftModel[] = [];
  for (const [open, close] of [
    ['opens_at', 'closes_at'],
    ['opens_at_2', 'closes_at_2'],
  ] as const) {
    const opensAt = checked(collection, open, row);
    const closesAt = checked(collection, close, row);
    if (opensAt && closesAt) shifts.push({ opensAt, closesAt });
  }
  return shifts;
}

/** opening_hours rows -> one entry per weekday, Monday first; duplicates keep the first row. */
export function normalizeOpeningHours(rows: unknown): OpeningHoursModel[] {
  const byDay = new Map<Weekday, OpeningHoursModel>();
  for (const row of list(rows)) {
    if (!isRecord(row)) continue;
    const hours: Hours = row;
    const day: Weekday | null = checked('opening_hours', 'Day', hours);
    if (!day || byDay.has(day)) continue;
    const closed = checked('opening_hours', 'closed_this_day', hours) ?? false;
    const shifts = closed ? [] : shiftsOf(hours, 'opening_hours');
    byDay.set(day, { day, shifts, closed: !shifts.length });
  }
  return WEEK_FROM_MONDAY.flatMap((d) => (byDay.has(d) ? [byDay.get(d)!] : []));
}

const DEFAULT_LEAD_MINUTES = 20;

/**
 * How the restaurant takes orders. Each order type is offered unless its switch is off; a
 * missing or refused fee or minimum is none; an unknown "when closed" choice takes orders for
 * later (the owner can always switch ordering off explicitly).
 */
export function normalizeOrdering(raw: Restaurant): OrderingSettings {
  const offered: [OrderType, boolean | null][] = [
    ['pickup', checked('restaurants', 'offers_pickup', raw)],
    ['delivery', checked('restaurants', 'offers_delivery', raw)],
    ['dineIn', checked('restaurants', 'offers_dine_in', raw)],
  ];
  return {
    types: offered.filter(([, on]) => on ?? true).map(([type]) => type),
    deliveryFee: checked('restaurants', 'delivery_fee', raw) ?? 0,
    deliveryMinimum: checked('restaurants', 'delivery_minimum', raw) ?? 0,
    whenClosed: checked('restaurants', 'ordering_when_closed', raw) ?? 'later',
    leadMinutes: checked('restaurants', 'order_lead_minutes', raw) ?? DEFAULT_LEAD_MINUTES,
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
    const override: Override = row;
    const date = checked('hours_overrides', 'date', override);
    const endDate = present(override.end_date) ? checked('hours_overrides', 'end_date', override) : date;
    if (!date || !endDate || endDate < date) {
      console.warn(
        `[cms] hours_overrides ${text(override.id)}: no usable date (${text(override.date)}, ${text(override.end_date)}); left out`,
      );
      continue;
    }
    if (endDate < today) continue;
    const closed = checked('hours_overrides', 'closed', override) ?? false;
    overrides.push({
      date,
      endDate,
      closed,
      shifts: closed ? [] : shiftsOf(override, 'hours_overrides'),
      note: localized(override, 'note'),
    });
  }
  return overrides.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The restaurant with its weekly hours and, from `overrideRows`, the date overrides not over at
 * `now` (the publish).
 */
export function normalizeRestaurant(
  raw: Restaurant | undefined,
  hoursRows: unknown,
  slug: string,
  assetUrl: (id: string) => string,
  overrideRows: unknown = [],
  now: Date = new Date(),
): RestaurantModel {
  if (!raw) return { ...PLACEHOLDER_RESTAURANT, slug };
  const timeZone = checked('restaurants', 'time_zone', raw) ?? DEFAULT_TIME_ZONE;
  const fallback = PLACEHOLDER_RESTAURANT;
  const phone = checked('restaurants', 'phone_no', raw);
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
    email: checked('restaurants', 'email_id', raw) ?? fallback.email,
    phone: phone || fallback.phone,
    whatsapp,
    opensAt: checked('restaurants', 'opens_at', raw),
    closesAt: checked('restaurants', 'closes_at', raw),
    timeZone,
    logo: image(raw.logo, assetUrl),
    social: {
      facebook: checked('restaurants', 'facebook_url', raw),
      tiktok: checked('restaurants', 'tiktok_url', raw),
      instagram: checked('restaurants', 'instagram_url', raw),
    },
    enableArabic: checked('restaurants', 'enable_arabic', raw) ?? false,
    googleMapsUrl: checked('restaurants', 'google_maps_url', raw),
    mapEmbedHtml: text(raw.google_maps_iframe_html) || null,
    bannerImage: image(raw.reservation_page_bg_image, assetUrl),
    colorScheme: normalizeColorScheme(raw.website_color_scheme),
    hours: normalizeOpeningHours(hoursRows),
    overrides: normalizeOverrides(overrideRows, timeZone, now),
    ordering: normalizeOrdering(raw),
    arabicDigits: checked('restaurants', 'arabic_digits', raw) ?? false,
  };
}
