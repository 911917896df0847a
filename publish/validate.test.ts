import { describe, expect, it } from 'vitest';
import { describeLeftOut, describeProblems, findProblems, InvalidContentError } from './validate';

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

describe('findProblems', () => {
  it('accepts the seeded kind of content, empty values included (the spec gives them fallbacks)', () => {
    expect(findProblems({ restaurants: [restaurant], openingHours: [hours], menuItems: [dish] })).toEqual([]);
    expect(
      findProblems({
        restaurants: [{ id: 1, name_en: 'X', whatsapp_no: '', email_id: null }],
        openingHours: [],
        menuItems: [{ id: 1, name_en: 'Y', default_price: null }],
      }),
    ).toEqual([]);
  });

  it('names the collection, record, field and value of each plainly wrong value', () => {
    const problems = findProblems({
      restaurants: [
        {
          ...restaurant,
          whatsapp_no: 'call us',
          website_color_scheme: { ...restaurant.website_color_scheme, root_theme: 'url(javascript:alert(1))' },
        },
      ],
      openingHours: [{ ...hours, Day: 'Funday', opens_at: '25:00' }],
      menuItems: [
        {
          ...dish,
          default_price: -5,
          variants: [{ menu_variants_id: { id: 4, name_en: 'Family', price: 'free' } }],
        },
      ],
    });
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field}`)).toEqual([
      'restaurants 1 whatsapp_no',
      'website_color_scheme 3 root_theme',
      'opening_hours 2 Day',
      'opening_hours 2 opens_at',
      'menu_items 12 default_price',
      'menu_variants 4 price',
    ]);
    // A contact detail that is not one does not stop the publish: the site leaves it out.
    expect(problems.filter((p) => !p.blocking).map((p) => p.field)).toEqual(['whatsapp_no']);
    expect(describeLeftOut(problems.filter((p) => !p.blocking))).toBe(
      'left out of the site (correct in the CMS to show): restaurants 1 (Saffron House), field whatsapp_no: "call us" is not a phone number (8 to 15 digits, optionally with +, spaces or dashes)',
    );
    expect(describeProblems(problems.slice(4, 5))).toBe(
      'a value in the CMS is not valid: menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price (a number, 0 or more). Correct it in the CMS and save; the live version was kept',
    );
  });

  it('stops on a date override that is not a date, ends before it starts or has a time that is not one', () => {
    const override = { id: 8, note_en: 'Ramadan hours', closed: false, opens_at: '18:00:00', closes_at: '03:00:00' };
    const problems = findProblems({
      restaurants: [],
      openingHours: [],
      menuItems: [],
      hoursOverrides: [
        { ...override, date: '2027-02-08', end_date: '2027-03-09' },
        { ...override, id: 9, date: '2027-02-30' },
        { ...override, id: 10, date: '2027-03-10', end_date: '2027-03-01' },
        { ...override, id: 11, date: '2027-03-12', closes_at_2: '26:00' },
        { ...override, id: 12, date: null },
      ],
    });
    expect(problems.filter((p) => p.blocking).map((p) => `${p.collection} ${p.id} ${p.field}`)).toEqual([
      'hours_overrides 9 date',
      'hours_overrides 10 end_date',
      'hours_overrides 11 closes_at_2',
      'hours_overrides 12 date',
    ]);
    expect(describeProblems(problems.filter((p) => p.id === '10'))).toBe(
      'a value in the CMS is not valid: hours_overrides 10 (Ramadan hours), field end_date: "2027-03-01" is before the date (2027-03-10): the range must end on or after its first day. Correct it in the CMS and save; the live version was kept',
    );
  });

  it('leaves out a shift with one of its two times, and says so', () => {
    const problems = findProblems({
      restaurants: [],
      openingHours: [{ id: 3, Day: 'Friday', opens_at: '13:30:00', closes_at: '16:00:00', opens_at_2: '18:00:00' }],
      menuItems: [],
      hoursOverrides: [{ id: 4, date: '2027-01-01', closed: true, opens_at: '10:00:00' }],
    });
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field} ${p.blocking}`)).toEqual([
      'opening_hours 3 closes_at_2 false',
    ]);
    expect(describeLeftOut(problems)).toBe(
      'left out of the site (correct in the CMS to show): opening_hours 3 (Friday), field closes_at_2: null is empty while opens_at_2 is set: that shift is left out',
    );
  });

  it('stops at a spice level outside 0–3 and at an ordering window that is not a time, once per category', () => {
    const breakfast = {
      menu_categories_id: { id: 3, name_en: 'Breakfast', available_from: '7am', available_until: '11:30:00' },
    };
    const problems = findProblems({
      restaurants: [],
      openingHours: [],
      menuItems: [
        { ...dish, spice_level: 5, categories: [breakfast] },
        { id: 13, name_en: 'Foul', spice_level: 2, categories: [breakfast] },
      ],
    });
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field}: ${p.problem}`)).toEqual([
      'menu_items 12 spice_level: is not a spice level (0, 1, 2 or 3)',
      'menu_categories 3 available_from: is not a time of day (HH:MM)',
    ]);
    expect(problems.every((p) => p.blocking)).toBe(true);
  });

  it('reports a restaurant without a name in either language, and a variant shared by two dishes once', () => {
    const shared = { menu_variants_id: { id: 9, name_en: 'Large', price: -1 } };
    const problems = findProblems({
      restaurants: [{ id: 5, name_en: ' ', name_ar: '' }],
      openingHours: [],
      menuItems: [
        { id: 1, name_en: 'A', variants: [shared] },
        { id: 2, name_en: 'B', variants: [shared] },
      ],
    });
    expect(problems.map((p) => `${p.collection} ${p.id} ${p.field}`)).toEqual([
      'restaurants 5 name_en',
      'menu_variants 9 price',
    ]);
    const error = new InvalidContentError(problems);
    expect(error.message).toMatch(/^2 values in the CMS are not valid: restaurants 5, field name_en: " " is empty/);
    expect(error.message).toMatch(/Correct them in the CMS and save; the live version was kept$/);
  });
});
