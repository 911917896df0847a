import { JSDOM } from 'jsdom';
import { setAttr } from '@directus/visual-editing';
import { describe, expect, it } from 'vitest';
import type { RawRecord } from '../src/data/client';
import { pages, renderPage } from '../src/entry-server';
import { dishPath } from '../src/site/pages';
import { editAttr, markEditable } from './preview-edit';
import { seededRecords, testCms } from './steps/test-cms';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The test restaurant with a record of each kind the home page shows, and its week's hours. */
function records(): Record<string, RawRecord[]> {
  const seeded = seededRecords();
  const published = { publish_status: 'published' };
  return {
    ...seeded,
    restaurants: seeded.restaurants!.map((r) => ({
      ...r,
      address_en: 'King Fahd Road, Riyadh',
      address_ar: 'طريق الملك فهد، الرياض',
      short_address_en: 'Al Olaya',
      short_address_ar: 'العليا',
      phone_no: '+966 11 456 7821',
      whatsapp_no: '552184470',
    })),
    menu_items: seeded.menu_items!.map((dish, index) => ({
      ...dish,
      variants: index === 0 ? [{ id: 3, name_en: 'Large', name_ar: 'كبير', price: '55.00' }] : [],
    })),
    hero_slides: [
      {
        id: 7,
        title_en: 'Kabsa with Saffron',
        title_ar: 'كبسة بالزعفران',
        subtitle_en: 'Welcome',
        active: true,
        ...published,
      },
      { id: 8, title_en: 'Mixed Grills', title_ar: 'مشاوي مشكلة', active: true, ...published },
    ],
    menu_services: [
      { id: 4, title_en: 'Private Dining', title_ar: 'غرفة خاصة', duration: 90, price: '250', ...published },
    ],
    offer_items: [
      { id: 5, title1_en: 'Lunch', title2_en: 'Kabsa for 55', title2_ar: 'كبسة بـ 55', status: 'Active', ...published },
    ],
    team: [{ id: 6, name_en: 'Khalid', name_ar: 'خالد', position_en: 'Head Chef', ...published }],
    reviews: seeded.reviews!.map((review) => ({
      ...review,
      reviewer_name_en: review.name_en,
      reviewer_name_ar: review.name_ar,
      review_content_en: review.content_en,
      ...published,
    })),
    opening_hours: WEEK.map((Day, index) => ({
      id: 40 + index,
      Day,
      opens_at: '12:00:00',
      closes_at: '23:00:00',
      closed_this_day: index === 0,
      restaurant: 1,
    })),
  };
}

const HOURS_IDS = Object.fromEntries(WEEK.map((day, index) => [day, 40 + index]));

/** A page as the publish renders it, marked as the Visual Editor's preview marks it. */
async function marked(address: string) {
  const rendered = await renderPage(`http://prerender.invalid${address}`, {
    client: testCms(records()),
    site: { slug: 'saffron-house', url: 'http://saffron-house.test' },
    languages: ['en', 'ar'],
  });
  expect(rendered.errors).toEqual([]);
  const html = `<!doctype html><html><head></head><body><div id="root">${rendered.html}</div></body></html>`;
  const result = await markEditable(html, {
    entries: rendered.cache.snapshot(),
    hoursIds: HOURS_IDS,
    dishPath: pages.dish,
  });
  const document = new JSDOM(result.html).window.document;
  /** The edit target of the element `selector` finds (the nth), or null when it has none. */
  const target = (selector: string, nth = 0) =>
    document.querySelectorAll(selector)[nth]?.getAttribute('data-directus') ?? null;
  return { ...result, plain: rendered.html, target, document };
}

describe('the Visual Editor’s marks', () => {
  it('are written as the library’s setAttr writes them', () => {
    for (const target of [
      { collection: 'menu_items', item: 12, fields: ['default_price', 'sold_out'], mode: 'drawer' as const },
      { collection: 'opening_hours', item: '41', fields: ['opens_at'], mode: 'popover' as const },
    ])
      expect(editAttr(target)).toBe(setAttr({ ...target, fields: [...target.fields] }));
  });

  it('mark the home page’s slides, services, offers, team, reviews and best sellers with their records', async () => {
    for (const address of ['/', '/ar/']) {
      const page = await marked(address);
      // The site's own render has none: only the preview adds them.
      expect(page.plain).not.toContain('data-directus');
      expect(page.target('.hero__title')).toBe(
        editAttr({ collection: 'hero_slides', item: 7, fields: ['title_en', 'title_ar'] }),
      );
      expect(page.target('.hero__title', 1)).toBe(
        editAttr({ collection: 'hero_slides', item: 8, fields: ['title_en', 'title_ar'] }),
      );
      expect(page.target('.hero__subtitle')).toContain('collection:hero_slides;item:7;fields:subtitle_en,subtitle_ar');
      expect(page.target('[data-testid="service-card"]')).toContain('collection:menu_services;item:4;');
      expect(page.target('[data-testid="offer-card"]')).toContain('collection:offer_items;item:5;');
      expect(page.target('[data-testid="team-member"]')).toContain('collection:team;item:6;');
      expect(page.target('[data-testid="review"]')).toMatch(/^collection:reviews;item:\d;fields:reviewer_name_en/);
      expect(page.target('[data-testid="dish-card"] .live-card__price')).toBe(
        editAttr({ collection: 'menu_items', item: 12, fields: ['default_price', 'variants', 'sold_out'] }),
      );
    }
  });

  it('mark the restaurant’s name, address, phone and WhatsApp, and each day of the week’s hours', async () => {
    const page = await marked('/');
    const restaurant = (fields: string[]) => editAttr({ collection: 'restaurants', item: 1, fields });
    expect(page.target('[data-testid="short-address"]')).toBe(restaurant(['short_address_en', 'short_address_ar']));
    expect(page.target('[data-testid="header-hours"]')).toBe(restaurant(['opens_at', 'closes_at']));
    expect(page.target('[data-testid="footer-address"]')).toBe(restaurant(['address_en', 'address_ar']));
    expect(page.target('.site-footer__contact a[href^="tel:"]')).toBe(
      restaurant(['phone_no', 'whatsapp_country_code', 'whatsapp_no']),
    );
    expect(page.target('.site-header .logo')).toBe(restaurant(['name_en', 'name_ar', 'logo']));
    const days = [...page.document.querySelectorAll('[data-testid="footer-hours"] > div')];
    expect(days).toHaveLength(7);
    for (const row of days) {
      const day = WEEK.indexOf(row.querySelector('dt')?.textContent ?? '');
      expect(day, `${row.textContent}`).toBeGreaterThanOrEqual(0);
      expect(row.getAttribute('data-directus')).toContain(`collection:opening_hours;item:${40 + day};`);
    }
  });

  it('mark a dish page’s name, price, description, photos and sizes with its dish', async () => {
    const page = await marked(dishPath(pages.dish, 12));
    const dish = (fields: string[]) => editAttr({ collection: 'menu_items', item: 12, fields });
    expect(page.target('.item-detail__name')).toBe(dish(['name_en', 'name_ar']));
    expect(page.target('.item-detail__price')).toBe(dish(['default_price', 'variants', 'sold_out']));
    expect(page.target('.item-detail__description')).toBe(dish(['description_en', 'description_ar']));
    expect(page.target('.item-gallery')).toBe(dish(['cover', 'images']));
    expect(page.target('.item-choices__group')).toBe(dish(['variants']));
  });

  it('mark each dish of the menu with the dish its card links to', async () => {
    for (const address of [pages.menu, `/ar${pages.menu}`]) {
      const page = await marked(address);
      const cards = [...page.document.querySelectorAll('[data-testid="menu-card"]')];
      expect(cards.length).toBe(2);
      for (const card of cards) {
        const id = /(\d+)$/.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1];
        expect(card.querySelector('.menu-card__price')?.getAttribute('data-directus')).toBe(
          editAttr({ collection: 'menu_items', item: id!, fields: ['default_price', 'variants', 'sold_out'] }),
        );
        expect(card.querySelector('.menu-card__title')?.getAttribute('data-directus')).toContain(`item:${id};`);
      }
    }
  });

  it('leave a card unmarked when its text is not its record’s, and a page without CMS parts as it was', async () => {
    const rendered = await renderPage('http://prerender.invalid/', {
      client: testCms(records()),
      site: { slug: 'saffron-house', url: 'http://saffron-house.test' },
      languages: ['en', 'ar'],
    });
    const entries = rendered.cache.snapshot();
    // The slides' entry in another order than the page shows them: no slide may open the other.
    const key = Object.keys(entries).find((name) => name.startsWith('heroSlides:'))!;
    const swapped = { ...entries, [key]: [...(entries[key] as unknown[])].reverse() };
    const html = `<html><body>${rendered.html}</body></html>`;
    const { html: out } = await markEditable(html, { entries: swapped, hoursIds: {}, dishPath: pages.dish });
    expect(out).not.toContain('collection:hero_slides');
    const plain = '<!doctype html><html><head></head><body><p>Nothing of the CMS</p></body></html>';
    expect(await markEditable(plain, { entries: {}, hoursIds: {}, dishPath: pages.dish })).toEqual({
      html: plain,
      marked: 0,
    });
  });
});
