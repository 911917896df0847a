import { describe, expect, it } from 'vitest';
import { color, image, safeHttpUrl, time } from './fields';
import {
  emailAddress,
  normalizeColorScheme,
  normalizeOpeningHours,
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
      { Day: 'friday', closed_this_day: true },
      { Day: 'Funday', opens_at: '12:00:00', closes_at: '23:00:00' },
      'junk',
    ]);
    expect(hours.map((h) => [h.day, h.closed])).toEqual([
      ['Monday', false],
      ['Friday', true],
      ['Sunday', false],
    ]);
  });

  it('returns null for a scheme without a single valid colour', () => {
    expect(normalizeColorScheme({ root_theme: 'nope!' })).toBeNull();
    expect(normalizeColorScheme('x')).toBeNull();
  });
});
