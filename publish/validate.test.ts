import { describe, expect, it } from 'vitest';
import { MAX_PRICE } from '../src/ordering/cart/model';
import { normalizeMenuItem } from '../src/data/normalize/menu';
import { normalizeRestaurant } from '../src/data/normalize/restaurant';
import { checkContent, describeLeftOut, describeProblems, findProblems, InvalidContentError } from './validate';

const restaurant = {
  id: 1,
  name_en: 'Saffron House',
  name_ar: 'بيت الزعفران',
  whatsapp_no: '+966 55 218 4470',
  phone_no: '011-555-0199',
  email_id: 'hello@saffron.example',
  instagram_url: 'https://instagram.com/saffron',
  opens_at: '12:00:00',
  closes_at: '23:30:00',
  website_color_scheme: { id: 3, name: 'Saffron', root_theme: '#B5441A', link_color: 'rgb(10, 20, 30)', root_bg: null },
};
const dish = {
  id: 12,
  name_en: 'Chicken Kabsa',
  name_ar: 'كبسة دجاج',
  default_price: '45.00',
  default_calories: 850,
  variants: [{ menu_variants_id: { id: 4, name_en: 'Family', price: '120.00', calories: 2400 } }],
  addons: [{ menu_addons_id: { id: 7, name_en: 'Extra rice', price: 0 } }],
};
const hours = { id: 2, Day: 'Monday', closed_this_day: true, opens_at: null, closes_at: null };

const reads = (rows: {
  restaurants?: unknown[];
  opening_hours?: unknown[];
  menu_items?: unknown[];
  hours_overrides?: unknown[];
}) => Object.entries(rows).map(([collection, list]) => ({ collection, rows: list }));

describe('findProblems', () => {
  it('accepts the seeded kind of content, empty values included (the spec gives them fallbacks)', () => {
    expect(findProblems(reads({ restaurants: [restaurant], opening_hours: [hours], menu_items: [dish] }))).toEqual([]);
    expect(
      findProblems(
        reads({
          restaurants: [{ id: 1, name_en: 'X', whatsapp_no: '', email_id: null }],
          menu_items: [{ id: 1, name_en: 'Y', default_price: null }],
        }),
      ),
    ).toEqual([]);
  });

  it('never stops on a value the site accepts: a short WhatsApp number, a / in a phone number, the highest price', () => {
    const accepted = {
      ...restaurant,
      whatsapp_no: '5521844',
      phone_no: '011/555 0199',
    };
    // The site uses them: the WhatsApp number gains the country code, the phone number shows.
    const model = normalizeRestaurant(accepted, [], 'saffron-house', (id) => `/media/${id}`);
    expect(model.whatsapp).toBe('9665521844');
    expect(model.phone).toBe('011/555 0199');
    const dearest = { ...dish, default_price: MAX_PRICE };
    expect(normalizeMenuItem(dearest, (id) => id)?.basePrice).toBe(MAX_PRICE);
    expect(findProblems(reads({ restaurants: [accepted], menu_items: [dearest] }))).toEqual([]);
    // One halala more is a price the site refuses, so it stops the publish.
    const over = { ...dish, default_price: MAX_PRICE + 0.01 };
    expect(normalizeMenuItem(over, (id) => id)?.basePrice).toBe(0);
    expect(findProblems(reads({ menu_items: [over] })).map((p) => `${p.field} ${p.blocking}`)).toEqual([
      'default_price true',
    ]);
  });

  it('names the collection, record, field, value and rule of each refused value, in English and Arabic', () => {
    const problems = findProblems(
      reads({
        restaurants: [
          {
            ...restaurant,
            whatsapp_no: 'call us',
            website_color_scheme: { ...restaurant.website_color_scheme, root_theme: 'url(javascript:alert(1))' },
          },
        ],
        opening_hours: [{ ...hours, Day: 'Funday', opens_at: '25:00' }],
        menu_items: [
          {
            ...dish,
            default_price: -5,
            variants: [{ menu_variants_id: { id: 4, name_en: 'Family', price: 'free' } }],
          },
        ],
      }),
    );
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field}`)).toEqual([
      'restaurants 1 whatsapp_no',
      'website_color_scheme 3 root_theme',
      'opening_hours 2 Day',
      'opening_hours 2 opens_at',
      'menu_items 12 default_price',
      'menu_variants 4 price',
    ]);
    // Every value the site refuses stops the publish, a contact detail included.
    expect(problems.every((p) => p.blocking)).toBe(true);
    expect(describeProblems(problems.slice(0, 1))).toEqual({
      en: 'a value in the CMS is not valid: restaurants 1 (Saffron House), field whatsapp_no: "call us" is not a number WhatsApp can open (a local number, or an international one with + or 00). Correct it in the CMS and save; the live version was kept',
      ar: 'قيمة في نظام إدارة المحتوى غير صالحة: restaurants 1 («بيت الزعفران»)، الحقل whatsapp_no: القيمة "call us" ليست رقمًا يفتحه واتساب (رقم محلي، أو دولي يبدأ بـ + أو 00). صحّحها في نظام إدارة المحتوى واحفظ؛ بقي الإصدار المنشور كما هو',
    });
    expect(describeProblems(problems.slice(4, 5)).en).toBe(
      'a value in the CMS is not valid: menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price (a number from 0 to 1,000,000). Correct it in the CMS and save; the live version was kept',
    );
  });

  it('stops on a date override that is not a date, ends before it starts or has a time that is not one', () => {
    const override = { id: 8, note_en: 'Ramadan hours', closed: false, opens_at: '18:00:00', closes_at: '03:00:00' };
    const problems = findProblems(
      reads({
        hours_overrides: [
          { ...override, date: '2027-02-08', end_date: '2027-03-09' },
          { ...override, id: 9, date: '2027-02-30' },
          { ...override, id: 10, date: '2027-03-10', end_date: '2027-03-01' },
          { ...override, id: 11, date: '2027-03-12', closes_at_2: '26:00' },
          { ...override, id: 12, date: null },
        ],
      }),
    );
    expect(problems.filter((p) => p.blocking).map((p) => `${p.collection} ${p.id} ${p.field}`)).toEqual([
      'hours_overrides 9 date',
      'hours_overrides 10 end_date',
      'hours_overrides 11 closes_at_2',
      'hours_overrides 12 date',
    ]);
    expect(describeProblems(problems.filter((p) => p.id === '10')).en).toBe(
      'a value in the CMS is not valid: hours_overrides 10 (Ramadan hours), field end_date: "2027-03-01" is before the date (2027-03-10): the range must end on or after its first day. Correct it in the CMS and save; the live version was kept',
    );
  });

  it('leaves out a shift with one of its two times, and says so in both languages', () => {
    const problems = findProblems(
      reads({
        opening_hours: [{ id: 3, Day: 'Friday', opens_at: '13:30:00', closes_at: '16:00:00', opens_at_2: '18:00:00' }],
        hours_overrides: [{ id: 4, date: '2027-01-01', closed: true, opens_at: '10:00:00' }],
      }),
    );
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field} ${p.blocking}`)).toEqual([
      'opening_hours 3 closes_at_2 false',
    ]);
    expect(describeLeftOut(problems)).toEqual({
      en: 'left out of the site (correct in the CMS to show): opening_hours 3 (Friday), field closes_at_2: null is empty while opens_at_2 is set: that shift is left out',
      ar: 'لم يظهر في الموقع (صحّحه في نظام إدارة المحتوى ليظهر): opening_hours 3 («Friday»)، الحقل closes_at_2: القيمة null فارغة بينما opens_at_2 محدد: لا تظهر تلك الفترة',
    });
    expect(checkContent(reads({ opening_hours: [{ id: 3, Day: 'Friday', opens_at: '13:30:00' }] }))).toHaveLength(1);
  });

  it('stops at a spice level outside 0–3 and at an ordering window that is not a time, once per category', () => {
    const breakfast = {
      menu_categories_id: { id: 3, name_en: 'Breakfast', available_from: '7am', available_until: '11:30:00' },
    };
    const problems = findProblems(
      reads({
        menu_items: [
          { ...dish, spice_level: 5, categories: [breakfast] },
          { id: 13, name_en: 'Foul', spice_level: 2, categories: [breakfast] },
        ],
      }),
    );
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field}: ${p.rule.en}`)).toEqual([
      'menu_items 12 spice_level: is not a whole number from 0 to 3',
      'menu_categories 3 available_from: is not a time of day (HH:MM)',
    ]);
  });

  it('reports a restaurant without a name in either language, and a variant shared by two dishes once', () => {
    const shared = { menu_variants_id: { id: 9, name_en: 'Large', price: -1 } };
    const problems = findProblems(
      reads({
        restaurants: [{ id: 5, name_en: ' ', name_ar: '' }],
        menu_items: [
          { id: 1, name_en: 'A', variants: [shared] },
          { id: 2, name_en: 'B', variants: [shared] },
        ],
      }),
    );
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field}`)).toEqual([
      'restaurants 5 name_en',
      'menu_variants 9 price',
    ]);
    expect(() => checkContent(reads({ restaurants: [{ id: 5, name_en: ' ', name_ar: '' }] }))).toThrow(
      InvalidContentError,
    );
    const error = new InvalidContentError(problems);
    expect(error.message).toMatch(/^2 values in the CMS are not valid: restaurants 5, field name_en: " " is empty/);
    expect(error.message).toMatch(/Correct them in the CMS and save; the live version was kept$/);
    expect(error.reason.ar).toMatch(/^2 قيم في نظام إدارة المحتوى غير صالحة: restaurants 5، الحقل name_en/);
  });

  it("names a colour once when a read without ids (the theme's) meets it too", () => {
    const scheme = { root_theme: 'not a colour!' };
    const problems = findProblems([
      { collection: 'restaurants', rows: [{ website_color_scheme: scheme }] },
      {
        collection: 'restaurants',
        rows: [{ id: 1, name_en: 'Saffron House', website_color_scheme: { id: 3, ...scheme } }],
      },
    ]);
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field}`)).toEqual(['website_color_scheme 3 root_theme']);
  });
});
