import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_FIELDS } from '../../theme/defaults';
import { hostileRecord, hostileValue, parsedWithOwnKey, rowsOf } from '../../../tests/unit/hostileJson';
import { modelChecker } from '../../../tests/unit/modelSchemas';
import { normalizeColorScheme, normalizeOpeningHours, normalizeRestaurant } from './restaurant';

const asset = (id: string) => `http://cms.test/assets/${id}`;
const SAFE_COLOR =
  /^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(rgb|rgba|hsl|hsla)\([0-9.%\s,/+-]+\)|[a-zA-Z]{3,20})$/;
const checkRestaurant = modelChecker('restaurant');
const checkHours = modelChecker('opening-hours');
const checkColors = modelChecker('color-scheme');

const RESTAURANT_FIELDS = [
  'id',
  'slug',
  'name_en',
  'name_ar',
  'short_address_en',
  'short_address_ar',
  'address_en',
  'address_ar',
  'description_en',
  'description_ar',
  'email_id',
  'phone_no',
  'whatsapp_no',
  'opens_at',
  'closes_at',
  'logo',
  'facebook_url',
  'tiktok_url',
  'instagram_url',
  'enable_arabic',
  'google_maps_url',
  'google_maps_iframe_html',
  'reservation_page_bg_image',
  'website_color_scheme',
];
const HOURS_FIELDS = ['id', 'Day', 'opens_at', 'closes_at', 'closed_this_day', 'restaurant'];

const colorValue = fc.oneof(
  hostileValue,
  fc.constantFrom('#EB0029', 'EB0029', 'rgb(1, 2, 3)', 'teal', 'red;}', 'url(x)'),
  fc.stringMatching(/^#?[0-9a-fA-F]{3,8}$/),
);
const colorScheme = fc.oneof(hostileValue, hostileRecord([...COLOR_FIELDS, 'id'], colorValue));
const imageField = fc.oneof(hostileValue, hostileRecord(['id', 'url', 'filename_download', 'width', 'height']));
const hoursRow = hostileRecord(HOURS_FIELDS);
const restaurant = fc
  .tuple(hostileRecord(RESTAURANT_FIELDS), colorScheme, imageField, imageField, fc.boolean())
  .map(([record, scheme, logo, banner, nest]) =>
    nest ? { ...record, website_color_scheme: scheme, logo, reservation_page_bg_image: banner } : record,
  );

function assertHttpOrNull(value: string | null) {
  if (value !== null) expect(['http:', 'https:']).toContain(new URL(value).protocol);
}

function assertColors(scheme: Record<string, string | undefined> | null) {
  if (scheme === null) return;
  expect(Object.keys(scheme).length).toBeGreaterThan(0);
  for (const value of Object.values(scheme)) expect(value ?? '').toMatch(SAFE_COLOR);
}

describe('restaurant normalisers, for any JSON in any field', () => {
  it('normalizeRestaurant gives a valid RestaurantModel with safe URLs and colours', () => {
    fc.assert(
      fc.property(fc.option(restaurant, { nil: undefined }), rowsOf(hoursRow), fc.string(), (raw, hours, slug) => {
        const model = normalizeRestaurant(raw, hours, slug, asset);
        expect(checkRestaurant(model)).toBeNull();
        assertHttpOrNull(model.googleMapsUrl);
        for (const url of Object.values(model.social)) assertHttpOrNull(url);
        assertHttpOrNull(model.logo?.src ?? null);
        assertHttpOrNull(model.bannerImage?.src ?? null);
        assertColors(model.colorScheme);
        // The full international number, or nothing (never a made-up one).
        expect(model.whatsapp).toMatch(/^([1-9]\d{7,14})?$/);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });

  it('normalizeOpeningHours gives valid rows, one per weekday at most, Monday first', () => {
    const order = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    fc.assert(
      fc.property(rowsOf(hoursRow), (rows) => {
        const hours = normalizeOpeningHours(rows);
        for (const row of hours) {
          expect(checkHours(row)).toBeNull();
          if (!row.closed) expect(row.opensAt && row.closesAt).toBeTruthy();
        }
        const days = hours.map((h) => order.indexOf(h.day));
        expect(days).toEqual([...new Set(days)].sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });

  it('normalizeColorScheme keeps only safe colours under known custom properties', () => {
    fc.assert(
      fc.property(colorScheme, (raw) => {
        const scheme = normalizeColorScheme(raw);
        if (scheme !== null) expect(checkColors(scheme)).toBeNull();
        assertColors(scheme);
      }),
      { numRuns: 400 },
    );
  });

  it('own __proto__ / constructor keys in a record change nothing shared', () => {
    const raw = parsedWithOwnKey(
      '__proto__',
      { polluted: 1, name_en: 'Injected', root_theme: 'red' },
      { id: 1, name_en: 'Real' },
    );
    const scheme = parsedWithOwnKey('constructor', { prototype: { polluted: 1 } }, { root_theme: '#123456' });
    const model = normalizeRestaurant(
      { ...raw, website_color_scheme: scheme },
      [parsedWithOwnKey('__proto__', { Day: 'Monday' })],
      'x',
      asset,
    );
    expect(checkRestaurant(model)).toBeNull();
    expect(model.name.en).toBe('Real');
    expect(model.colorScheme).toEqual({ 'root-theme': '#123456' });
    expect(model.hours).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
