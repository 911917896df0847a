import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_FIELDS } from '../../theme/defaults';
import { hostileRecord, hostileValue, parsedWithOwnKey, rowsOf } from '../../../tests/unit/hostileJson';
import { modelChecker } from '../../../tests/unit/modelSchemas';
import { normalizeColorScheme, normalizeOpeningHours, normalizeOverrides, normalizeRestaurant } from './restaurant';

const asset = (id: string) => `http://cms.test/assets/${id}`;
const SAFE_COLOR =
  /^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(rgb|rgba|hsl|hsla)\([0-9.%\s,/+-]+\)|[a-zA-Z]{3,20})$/;
const checkRestaurant = modelChecker('restaurant');
const checkHours = modelChecker('opening-hours');
const checkOverride = modelChecker('hours-override');
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
const SHIFT_FIELDS = ['opens_at', 'closes_at', 'opens_at_2', 'closes_at_2'];
const HOURS_FIELDS = ['id', 'Day', ...SHIFT_FIELDS, 'closed_this_day', 'restaurant'];
const OVERRIDE_FIELDS = ['id', 'date', 'end_date', 'closed', ...SHIFT_FIELDS, 'note_en', 'note_ar', 'restaurant'];
const timeValue = fc.oneof(hostileValue, fc.constantFrom('18:00:00', '02:00', '25:00', '7:5', ''));
const dateValue = fc.oneof(
  hostileValue,
  fc.constantFrom('2027-02-08', '2027-02-30', '2026-12-12T00:00:00', '12/12/2026'),
);

const colorValue = fc.oneof(
  hostileValue,
  fc.constantFrom('#EB0029', 'EB0029', 'rgb(1, 2, 3)', 'teal', 'red;}', 'url(x)'),
  fc.stringMatching(/^#?[0-9a-fA-F]{3,8}$/),
);
const colorScheme = fc.oneof(hostileValue, hostileRecord([...COLOR_FIELDS, 'id'], colorValue));
const imageField = fc.oneof(hostileValue, hostileRecord(['id', 'url', 'filename_download', 'width', 'height']));
const hoursRow = fc.oneof(hostileRecord(HOURS_FIELDS), hostileRecord(HOURS_FIELDS, timeValue));
const overrideRow = fc.oneof(
  hostileRecord(OVERRIDE_FIELDS),
  fc.tuple(hostileRecord(OVERRIDE_FIELDS, timeValue), dateValue, dateValue).map(([row, date, end]) => ({
    ...row,
    date,
    end_date: end,
  })),
);
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
      fc.property(
        fc.option(restaurant, { nil: undefined }),
        rowsOf(hoursRow),
        fc.string(),
        rowsOf(overrideRow),
        (raw, hours, slug, overrides) => {
          const model = normalizeRestaurant(raw, hours, slug, asset, overrides, new Date('2026-12-01T12:00:00Z'));
          expect(checkRestaurant(model)).toBeNull();
          assertHttpOrNull(model.googleMapsUrl);
          for (const url of Object.values(model.social)) assertHttpOrNull(url);
          assertHttpOrNull(model.logo?.src ?? null);
          assertHttpOrNull(model.bannerImage?.src ?? null);
          assertColors(model.colorScheme);
          // The full international number, or nothing (never a made-up one).
          expect(model.whatsapp).toMatch(/^([1-9]\d{7,14})?$/);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 400 },
    );
  });

  it('normalizeOverrides gives valid dates, not over, in order, at most two shifts, and never throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const now = new Date('2026-12-01T12:00:00Z');
    fc.assert(
      fc.property(fc.oneof(hostileValue, rowsOf(overrideRow)), (rows) => {
        const overrides = normalizeOverrides(rows, 'Asia/Riyadh', now);
        for (const override of overrides) {
          expect(checkOverride(override)).toBeNull();
          expect(override.endDate >= override.date && override.endDate >= '2026-12-01').toBe(true);
          expect(override.shifts.length).toBeLessThanOrEqual(override.closed ? 0 : 2);
        }
        const dates = overrides.map((o) => o.date);
        expect(dates).toEqual([...dates].sort());
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
          expect(row.closed).toBe(row.shifts.length === 0);
          expect(row.shifts.length).toBeLessThanOrEqual(2);
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
