import { describe, expect, it, vi } from 'vitest';
import { color, image, safeHttpUrl, time } from './fields';
import {
  emailAddress,
  normalizeColorScheme,
  normalizeOpeningHours,
  normalizeOverrides,
  normalizeRestaurant,
  PLACEHOLDER_RESTAURANT,
} from './restaurant';

const asset = (id: string) => `http://cms.test/assets/${id}`;

describe('field readers', () => {
  it('prefixes six-digit hex colours with # and rejects CSS injection', () => {
    expect(color('EB0029')).toBe('#EB0029');
    expect(color('#fff')).toBe('#fff');
    expect(color('ffffff17')).toBe('#ffffff17');
    expect(color('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(color('red; background: url(javascript:alert(1))')).toBeNull();
    expect(color(42)).toBeNull();
  });

  it('only keeps http(s) URLs', () => {
    expect(safeHttpUrl('https://facebook.com/x')).toBe('https://facebook.com/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<script>')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
  });

  it('reads image fields as id strings or expanded objects', () => {
    expect(image('0b3f-11', asset)).toEqual({ src: 'http://cms.test/assets/0b3f-11' });
    expect(image({ id: 'abc', width: 800, height: 600 }, asset)).toEqual({
      src: 'http://cms.test/assets/abc',
      width: 800,
      height: 600,
    });
    expect(image({ url: 'https://cdn.test/x.webp' }, asset)).toEqual({ src: 'https://cdn.test/x.webp' });
    expect(image({ filename_download: 'pic.webp' }, asset)).toEqual({ src: 'http://cms.test/assets/pic.webp' });
    expect(image('"><script>', asset)).toBeNull();
    expect(image(null, asset)).toBeNull();
  });

  it('reads times as HH:MM', () => {
    expect(time('09:30:00')).toBe('09:30');
    expect(time('9:05')).toBe('09:05');
    expect(time('25:00')).toBeNull();
  });
});

describe('emailAddress', () => {
  it('keeps plain addresses and refuses anything that would change a mailto: link', () => {
    expect(emailAddress(' hello@saffron.example ')).toBe('hello@saffron.example');
    for (const bad of [
      'javascript:alert(1)//https://facebook.com',
      'a@b.c?cc=x@y.z&body=hi',
      '<img src=x onerror=alert(1)>@x.y',
      'a b@c.d',
      'no-at-sign',
      'a@nodot',
      42,
      null,
    ])
      expect(emailAddress(bad), String(bad)).toBe('');
  });

  it('uses the placeholder email when the CMS email is hostile', () => {
    const restaurant = normalizeRestaurant(
      { id: 1, email_id: 'javascript:top.x=1//https://facebook.com' },
      [],
      's',
      asset,
    );
    expect(restaurant.email).toBe(PLACEHOLDER_RESTAURANT.email);
  });
});

describe('normalizeRestaurant', () => {
  it('uses the placeholder when the CMS has no restaurant', () => {
    expect(normalizeRestaurant(undefined, [], 'x', asset)).toEqual({ ...PLACEHOLDER_RESTAURANT, slug: 'x' });
  });

  it('maps fields, falls back per field and drops unsafe values', () => {
    const restaurant = normalizeRestaurant(
      {
        id: 7,
        slug: 'saffron-house',
        name_en: 'Saffron',
        name_ar: '',
        phone_no: '+966 11 222 3333',
        whatsapp_no: null,
        opens_at: '10:00:00',
        closes_at: 'late',
        facebook_url: 'javascript:alert(1)',
        instagram_url: 'https://instagram.com/saffron',
        enable_arabic: true,
        logo: 'logo-file',
        website_color_scheme: { root_theme: 'B3261E', root_title: 'expression(alert(1))' },
      },
      [],
      'saffron-house',
      asset,
    );
    expect(restaurant.name).toEqual({ en: 'Saffron', ar: '' });
    // whatsapp_no empty: the phone number, as WhatsApp's click-to-chat wants it.
    expect(restaurant.whatsapp).toBe('966112223333');
    expect(restaurant.opensAt).toBe('10:00');
    expect(restaurant.closesAt).toBeNull();
    expect(restaurant.social).toEqual({ facebook: null, tiktok: null, instagram: 'https://instagram.com/saffron' });
    expect(restaurant.logo).toEqual({ src: 'http://cms.test/assets/logo-file' });
    expect(restaurant.colorScheme).toEqual({ 'root-theme': '#B3261E' });
    expect(restaurant.email).toBe(PLACEHOLDER_RESTAURANT.email);
  });

  it('orders opening hours Monday to Sunday and treats missing times as closed', () => {
    const hours = normalizeOpeningHours([
      { Day: 'Sunday', opens_at: '12:00:00', closes_at: '23:00:00', closed_this_day: false },
      { Day: 'Monday', opens_at: '12:00:00', closes_at: '23:00:00' },
      { Day: 'Friday', closed_this_day: true },
      // Not one of the field's choices, as the admin app refuses them: left out.
      { Day: 'saturday', opens_at: '12:00:00', closes_at: '23:00:00' },
      { Day: 'Funday', opens_at: '12:00:00', closes_at: '23:00:00' },
      'junk',
    ]);
    expect(hours.map((h) => [h.day, h.closed])).toEqual([
      ['Monday', false],
      ['Friday', true],
      ['Sunday', false],
    ]);
  });

  it('reads up to two shifts a day; a shift missing a time is left out', () => {
    const hours = normalizeOpeningHours([
      { Day: 'Friday', opens_at: '13:30:00', closes_at: '16:00:00', opens_at_2: '18:00:00', closes_at_2: '02:00:00' },
      { Day: 'Saturday', opens_at: '12:00:00', closes_at: '23:30:00', opens_at_2: '18:00:00', closes_at_2: null },
      { Day: 'Sunday', opens_at: null, closes_at: '23:30:00', opens_at_2: '18:00', closes_at_2: '23:00' },
    ]);
    expect(hours).toEqual([
      {
        day: 'Friday',
        closed: false,
        shifts: [
          { opensAt: '13:30', closesAt: '16:00' },
          { opensAt: '18:00', closesAt: '02:00' },
        ],
      },
      { day: 'Saturday', closed: false, shifts: [{ opensAt: '12:00', closesAt: '23:30' }] },
      { day: 'Sunday', closed: false, shifts: [{ opensAt: '18:00', closesAt: '23:00' }] },
    ]);
  });

  it('keeps the date overrides not over at the restaurant, soonest first, and leaves out a bad date with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // 22:30 UTC on 1 December is already 2 December in Riyadh.
    const now = new Date('2026-12-01T22:30:00Z');
    const overrides = normalizeOverrides(
      [
        { id: 1, date: '2027-03-10', closed: true, note_en: 'Eid', note_ar: 'العيد' },
        { id: 2, date: '2027-02-08', end_date: '2027-03-09', opens_at: '18:00:00', closes_at: '03:00:00' },
        { id: 3, date: '2026-12-01', closed: true, note_en: 'Yesterday at the restaurant' },
        { id: 4, date: '2026-11-30', end_date: '2026-12-02', closed: false, note_en: 'Still on' },
        { id: 5, date: '2027-02-30', closed: true },
        { id: 6, date: '2027-03-10', end_date: '2027-03-01', closed: true },
        { id: 7, date: '2027-01-01T00:00:00', closed: 'true', opens_at: '10:00' },
      ],
      'Asia/Riyadh',
      now,
    );
    expect(overrides).toEqual([
      { date: '2026-11-30', endDate: '2026-12-02', closed: false, shifts: [], note: { en: 'Still on', ar: '' } },
      { date: '2027-01-01', endDate: '2027-01-01', closed: true, shifts: [], note: { en: '', ar: '' } },
      {
        date: '2027-02-08',
        endDate: '2027-03-09',
        closed: false,
        shifts: [{ opensAt: '18:00', closesAt: '03:00' }],
        note: { en: '', ar: '' },
      },
      { date: '2027-03-10', endDate: '2027-03-10', closed: true, shifts: [], note: { en: 'Eid', ar: 'العيد' } },
    ]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('hours_overrides 5'),
      expect.stringContaining('hours_overrides 6'),
    ]);
  });

  it('returns null for a scheme without a single valid colour', () => {
    expect(normalizeColorScheme({ root_theme: 'nope!' })).toBeNull();
    expect(normalizeColorScheme('x')).toBeNull();
  });
});
