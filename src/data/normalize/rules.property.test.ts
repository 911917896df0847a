/**
 * The publish checks and the site agree on every raw value: for each field rule of rules.ts (every
 * check of cms/schema/model.json), whatever a field holds, the check refuses it exactly when the
 * normaliser drops it or falls back (the model shows what it shows with the field empty), and
 * when the check accepts it the model shows what the rule's reader made of it. A field the reads
 * only ask for with one value (publish_status = published) is checked to accept that value.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_FIELDS, cssVarName, type ColorField } from '../../theme/defaults';
import { whatsappDigits } from '../../whatsapp/link';
import type { RawRecord } from '../client';
import { present } from './fields';
import { normalizeCategory, normalizeMenuItem } from './menu';
import { normalizeColorScheme, normalizeOpeningHours, normalizeOverrides, normalizeRestaurant } from './restaurant';
import { FIELD_RULES, refusalsOf } from './rules';
import { normalizeServices } from './services';
import { normalizeTeam } from '../../blocks/live/TeamSlider/data';
import { normalizeReviews } from '../../blocks/live/ReviewsSlider/data';

const asset = (id: string) => `/media/${id}`;
/** Long ago, so any real date is still to come. */
const NOW = new Date('1000-01-01T00:00:00Z');

/** A field every read filters on: only records holding `value` in it are ever read (and checked). */
interface Filtered {
  filtered: { value: unknown; by: string };
}

interface Case {
  /** A record where every other field is valid. */
  base: RawRecord;
  /** Where the field shows in the model. */
  shows: (record: RawRecord) => unknown;
  /** What it shows for a value the reader accepted; by default the reader's value itself. */
  accepted?: (read: unknown) => unknown;
  /** What it shows for a refused value; by default what it shows with the field empty. */
  refused?: unknown;
}

const restaurant = (
  shows: (model: ReturnType<typeof normalizeRestaurant>) => unknown,
): Pick<Case, 'base' | 'shows'> => ({
  base: { id: 1, name_en: 'Saffron House', name_ar: 'بيت الزعفران' },
  shows: (record) => shows(normalizeRestaurant(record, [], 'saffron-house', asset, [], NOW)),
});
const dish = (shows: (model: ReturnType<typeof normalizeMenuItem>) => unknown): Pick<Case, 'base' | 'shows'> => ({
  base: { id: 12, name_en: 'Chicken Kabsa' },
  shows: (record) => shows(normalizeMenuItem(record, asset)),
});
const FULL_DAY = { opens_at: '09:00', closes_at: '12:00', opens_at_2: '18:00', closes_at_2: '23:00' };
/** The shifts with the field's time put in, as the normaliser pairs them. */
const shiftsWith = (field: string) => (read: unknown) => {
  const times: Record<string, unknown> = { ...FULL_DAY, [field]: read };
  return [
    { opensAt: times.opens_at, closesAt: times.closes_at },
    { opensAt: times.opens_at_2, closesAt: times.closes_at_2 },
  ];
};
const hoursCase = (field: string): Case => ({
  base: { id: 2, Day: 'Monday', ...FULL_DAY },
  shows: (record) => normalizeOpeningHours([record])[0]?.shifts,
  accepted: shiftsWith(field),
});
const overrideCase = (field: string): Case => ({
  base: { id: 8, date: '2030-03-10', closed: false, ...FULL_DAY },
  shows: (record) => normalizeOverrides([record], 'Asia/Riyadh', NOW)[0]?.shifts,
  accepted: shiftsWith(field),
});
const variant = (field: string, shows: (size: Record<string, unknown> | undefined) => unknown): Case => ({
  base: { id: 4, name_en: 'Family', price: 120 },
  shows: (record) =>
    shows(normalizeMenuItem({ id: 12, variants: [{ menu_variants_id: record }] }, asset)?.variants[0] as never),
});
const addon = (shows: (option: Record<string, unknown> | undefined) => unknown): Case => ({
  base: { id: 7, name_en: 'Extra rice', price: 3 },
  shows: (record) =>
    shows(normalizeMenuItem({ id: 12, addons: [{ menu_addons_id: record }] }, asset)?.addons[0] as never),
});
const service = (shows: (model: ReturnType<typeof normalizeServices>[number] | undefined) => unknown): Case => ({
  base: { id: 5, title_en: 'Private dining' },
  shows: (record) => shows(normalizeServices([record], asset)[0]),
});
/** Every read of these collections asks for published records only (publishedFor). */
const PUBLISHED: Filtered = { filtered: { value: 'published', by: 'publish_status = published' } };

const CASES: Record<string, Record<string, Case | Filtered>> = {
  restaurants: {
    slug: restaurant((m) => m.slug),
    name_en: restaurant((m) => m.name.en),
    phone_no: restaurant((m) => m.phone),
    whatsapp_no: restaurant((m) => m.whatsapp),
    whatsapp_country_code: {
      ...restaurant((m) => m.whatsapp),
      base: { id: 1, name_en: 'Saffron House', whatsapp_no: '0552184470' },
      accepted: (code) => whatsappDigits('0552184470', code),
    },
    email_id: restaurant((m) => m.email),
    facebook_url: restaurant((m) => m.social.facebook),
    tiktok_url: restaurant((m) => m.social.tiktok),
    instagram_url: restaurant((m) => m.social.instagram),
    google_maps_url: restaurant((m) => m.googleMapsUrl),
    opens_at: restaurant((m) => m.opensAt),
    closes_at: restaurant((m) => m.closesAt),
    time_zone: restaurant((m) => m.timeZone),
    delivery_fee: restaurant((m) => m.ordering.deliveryFee),
    delivery_minimum: restaurant((m) => m.ordering.deliveryMinimum),
    order_lead_minutes: restaurant((m) => m.ordering.leadMinutes),
    ordering_when_closed: restaurant((m) => m.ordering.whenClosed),
    enable_arabic: restaurant((m) => m.enableArabic),
    arabic_digits: restaurant((m) => m.arabicDigits),
    offers_pickup: restaurant((m) => m.ordering.types.includes('pickup')),
    offers_delivery: restaurant((m) => m.ordering.types.includes('delivery')),
    offers_dine_in: restaurant((m) => m.ordering.types.includes('dineIn')),
  },
  website_color_scheme: Object.fromEntries(
    COLOR_FIELDS.map((field: ColorField) => [
      field,
      { base: { id: 3 }, shows: (record: RawRecord) => normalizeColorScheme(record)?.[cssVarName(field)] ?? null },
    ]),
  ),
  opening_hours: {
    Day: {
      base: { id: 2, Day: 'Monday', ...FULL_DAY },
      shows: (record) => normalizeOpeningHours([record])[0]?.day ?? null,
    },
    opens_at: hoursCase('opens_at'),
    closes_at: hoursCase('closes_at'),
    opens_at_2: hoursCase('opens_at_2'),
    closes_at_2: hoursCase('closes_at_2'),
    closed_this_day: {
      base: { id: 2, Day: 'Monday', ...FULL_DAY },
      shows: (record) => normalizeOpeningHours([record])[0]?.closed,
    },
  },
  hours_overrides: {
    // A refused date leaves the whole override out (so does an empty one: it needs its day).
    date: {
      base: { id: 8, closed: true },
      shows: (record) => normalizeOverrides([record], 'Asia/Riyadh', NOW)[0]?.date ?? null,
      refused: null,
    },
    end_date: {
      base: { id: 8, date: '2030-03-10', closed: true },
      shows: (record) => normalizeOverrides([record], 'Asia/Riyadh', NOW)[0]?.endDate ?? null,
      refused: null,
    },
    opens_at: overrideCase('opens_at'),
    closes_at: overrideCase('closes_at'),
    opens_at_2: overrideCase('opens_at_2'),
    closes_at_2: overrideCase('closes_at_2'),
    closed: {
      base: { id: 8, date: '2030-03-10', ...FULL_DAY },
      shows: (record) => normalizeOverrides([record], 'Asia/Riyadh', NOW)[0]?.closed,
    },
    publish_status: PUBLISHED,
  },
  menu_items: {
    name_en: dish((m) => m?.name.en),
    default_price: dish((m) => m?.basePrice),
    default_calories: dish((m) => m?.calories),
    spice_level: dish((m) => m?.diet.spiceLevel),
    is_halal: dish((m) => m?.diet.halal),
    is_vegetarian: dish((m) => m?.diet.vegetarian),
    is_vegan: dish((m) => m?.diet.vegan),
    is_gluten_free: dish((m) => m?.diet.glutenFree),
    sold_out: dish((m) => m?.soldOut),
    publish_status: PUBLISHED,
  },
  menu_categories: {
    name_en: { base: { id: 3, slug: 'breakfast' }, shows: (record) => normalizeCategory(record)?.name.en },
    slug: { base: { id: 3, name_en: 'Breakfast' }, shows: (record) => normalizeCategory(record)?.slug ?? null },
    available_from: {
      base: { id: 3, slug: 'breakfast', available_until: '11:00' },
      shows: (record) => normalizeCategory(record)?.availability,
      accepted: (from) => ({ from, until: '11:00' }),
    },
    available_until: {
      base: { id: 3, slug: 'breakfast', available_from: '07:00' },
      shows: (record) => normalizeCategory(record)?.availability,
      accepted: (until) => ({ from: '07:00', until }),
    },
  },
  menu_variants: {
    name_en: variant('name_en', (size) => (size?.name as { en: string } | undefined)?.en),
    price: variant('price', (size) => size?.price),
    calories: variant('calories', (size) => size?.calories),
    sold_out: variant('sold_out', (size) => size?.soldOut),
  },
  menu_addons: {
    name_en: addon((option) => (option?.name as { en: string } | undefined)?.en),
    price: addon((option) => option?.price),
    calories: addon((option) => option?.calories),
  },
  allergens: {
    name_en: {
      base: { id: 1, name_ar: 'مكسرات' },
      shows: (record) =>
        normalizeMenuItem({ id: 12, allergens: [{ allergens_id: record }] }, asset)?.allergens[0]?.name.en,
    },
    color: {
      base: { id: 1, name_en: 'Nuts' },
      shows: (record) =>
        normalizeMenuItem({ id: 12, allergens: [{ allergens_id: record }] }, asset)?.allergens[0]?.color,
    },
  },
  menu_services: {
    title_en: service((m) => m?.title.en),
    duration: service((m) => m?.duration),
    price: service((m) => m?.price),
    publish_status: PUBLISHED,
  },
  hero_slides: {
    active: { filtered: { value: true, by: 'active = true' } },
    publish_status: PUBLISHED,
  },
  offer_items: {
    status: { filtered: { value: 'Active', by: 'status = Active' } },
    publish_status: PUBLISHED,
  },
  team: {
    name_en: { base: { id: 1 }, shows: (record) => normalizeTeam([record], asset)[0]?.name.en },
    publish_status: PUBLISHED,
  },
  reviews: {
    review_star_count: { base: { id: 1 }, shows: (record) => normalizeReviews([record], asset)[0]?.stars },
    publish_status: PUBLISHED,
  },
};

/** Any JSON, and values near each rule's edges. */
const rawValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    null,
    '',
    '  ',
    0,
    -0,
    1_000_000,
    1_000_000.01,
    '1000000',
    '-5',
    ' 45.50 ',
    true,
    'false',
    '1',
    240,
    241,
    'off',
    'later',
    'Asia/Riyadh',
    'Mars/Olympus',
    '5521844',
    '552184',
    '011/555 0199',
    '+966 55 218 4470',
    '00966552184470',
    'call us',
    'hello@saffron.example',
    'a@b',
    'https://instagram.com/saffron',
    'javascript:alert(1)',
    'Monday',
    'monday',
    'published',
    'Published',
    'Active',
    3,
    6,
    'https://maps.google.com/?q=Saffron',
    'http://127.0.0.1:8055/x',
    'https://xn--a.com',
    'Funday',
    '2030-02-30',
    '2030-03-01',
    '2030-03-20',
    '7am',
    '24:00',
    'breakfast',
    'hot drinks',
    '1B6E5A',
    'rgb(1, 2, 3)',
  ),
  fc.double({ min: -10, max: 2_000_000 }),
  fc.integer({ min: -5, max: 300 }),
  fc.stringMatching(/^[+0-9 ()./-]{0,18}$/),
  fc.stringMatching(/^[0-2]?[0-9]:[0-6][0-9](:[0-5][0-9])?$/),
  fc.stringMatching(/^20[0-9]{2}-[01][0-9]-[0-3][0-9]$/),
  fc.stringMatching(/^#?[0-9a-fA-F]{2,9}$/),
  fc.stringMatching(/^[A-Za-z0-9_ -]{0,12}$/),
);

describe('the publish checks and the normalisers', () => {
  it('have a case here for every rule', () => {
    for (const [collection, rules] of Object.entries(FIELD_RULES))
      expect(Object.keys(CASES[collection] ?? {}).sort(), collection).toEqual(Object.keys(rules).sort());
  });

  for (const [collection, cases] of Object.entries(CASES))
    for (const [field, found] of Object.entries(cases)) {
      if ('filtered' in found) {
        it(`accept ${collection}.${field} as every read asks for it (${found.filtered.by})`, () => {
          const record = { [field]: found.filtered.value };
          expect(refusalsOf(collection, record)).toEqual([]);
        });
        continue;
      }
      const { base, shows, accepted = (read: unknown) => read, refused } = found;
      it(`agree on any value of ${collection}.${field}`, () => {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        const { [field]: _, ...without } = base;
        const fallback = refused === undefined ? shows(without) : refused;
        const rule = FIELD_RULES[collection]![field]!;
        fc.assert(
          fc.property(rawValue, (value) => {
            const record = { ...without, [field]: value };
            const refuses = refusalsOf(collection, record).some((r) => r.field === field && r.blocking);
            if (refuses) expect(shows(record)).toEqual(fallback);
            else if (present(value)) expect(shows(record)).toEqual(accepted(rule.read(value, record)));
            else expect(shows(record)).toEqual(shows(without));
          }),
          { numRuns: 300 },
        );
      });
    }
});
