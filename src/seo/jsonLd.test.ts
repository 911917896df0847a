import { describe, expect, it } from 'vitest';
import { parsedJson } from '../../tests/unit/hostileJson';
import { dishModel } from '../../tests/unit/dishes';
import placeholderRestaurant from '../../content/placeholders/restaurant.json';
import type { MenuCategoryModel, MenuItemModel, RestaurantModel, ReviewModel } from '../generated/types';
import { dishHref } from '../site/paths';
import {
  aggregateRatingJsonLd,
  jsonLdForRoute,
  menuItemJsonLd,
  menuJsonLd,
  openingHoursJsonLd,
  restaurantJsonLd,
  type JsonLd,
  type SeoMenuItem,
} from './jsonLd';

const SITE = 'https://saffron.example';

const restaurant: RestaurantModel = {
  id: 1,
  slug: 'saffron-house',
  name: { en: 'Saffron House', ar: 'بيت الزعفران' },
  shortAddress: { en: 'Al Olaya, Riyadh', ar: 'العليا، الرياض' },
  address: {
    en: 'King Fahd Road, Al Olaya District, Riyadh 12214, Saudi Arabia',
    ar: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
  },
  description: { en: 'Saudi family table and Levantine mezze.', ar: 'المائدة السعودية والمازة الشامية.' },
  email: 'hello@saffronhouse.sa',
  phone: '+966 11 456 7821',
  whatsapp: '+966552184470',
  opensAt: '12:00',
  closesAt: '23:30',
  timeZone: 'Asia/Riyadh',
  ordering: {
    types: ['pickup', 'delivery', 'dineIn'],
    deliveryFee: 0,
    deliveryMinimum: 0,
    whenClosed: 'later',
    leadMinutes: 20,
  },
  arabicDigits: false,
  logo: { src: 'http://127.0.0.1:8055/assets/logo-id' },
  social: {
    facebook: 'https://facebook.com/saffronhouse.riyadh',
    tiktok: null,
    instagram: 'https://instagram.com/saffronhouse.riyadh',
  },
  enableArabic: true,
  googleMapsUrl: 'https://maps.google.com/?q=Saffron+House',
  mapEmbedHtml: null,
  bannerImage: null,
  colorScheme: null,
  hours: [
    { day: 'Monday', shifts: [], closed: true },
    { day: 'Tuesday', shifts: [{ opensAt: '12:00', closesAt: '23:30' }], closed: false },
    {
      day: 'Friday',
      shifts: [
        { opensAt: '13:30', closesAt: '16:00' },
        { opensAt: '18:00', closesAt: '02:00' },
      ],
      closed: false,
    },
  ],
  overrides: [
    {
      date: '2027-02-08',
      endDate: '2027-03-09',
      closed: false,
      shifts: [{ opensAt: '18:00', closesAt: '03:00' }],
      note: { en: 'Ramadan hours', ar: 'مواعيد رمضان' },
    },
    { date: '2027-03-10', endDate: '2027-03-10', closed: true, shifts: [], note: { en: 'Eid', ar: 'العيد' } },
    { date: '2027-04-01', endDate: '2027-04-01', closed: false, shifts: [], note: { en: 'Live oud', ar: 'عود' } },
  ],
};

const review = (id: number, stars: number): ReviewModel => ({
  id,
  name: { en: 'A', ar: 'أ' },
  content: { en: 'Good', ar: 'جيد' },
  stars,
  image: null,
  date: null,
});

const hummus: MenuItemModel & { categories: string[] } = {
  ...dishModel({
    id: 7,
    name: { en: 'Hummus Beiruti', ar: 'حمص بيروتي' },
    description: { en: 'Creamy chickpea purée.', ar: 'حمص كريمي.' },
    basePrice: 22,
    displayPrice: 22,
    calories: 320,
    diet: { halal: true, spiceLevel: 1 },
    images: [{ src: 'http://127.0.0.1:8055/assets/hummus', width: 800, height: 600 }],
    variants: [
      { id: 1, name: { en: 'Regular', ar: 'عادي' }, price: 22, calories: 320, soldOut: false },
      { id: 2, name: { en: 'Large', ar: 'كبير' }, price: 32, calories: 480, soldOut: true },
    ],
  }),
  categories: ['mezze'],
};

const tea: MenuItemModel & { categories: number[] } = {
  ...dishModel({
    id: 9,
    name: { en: 'Karak Tea', ar: 'شاي كرك' },
    basePrice: 45,
    displayPrice: 45,
    diet: { vegetarian: true, glutenFree: true },
  }),
  categories: [2],
};

const orphan: SeoMenuItem = {
  id: 11,
  name: { en: 'Dates', ar: 'تمر' },
  price: 5,
  image: { src: '/assets/img/defaults/dish.webp' },
};

const categories: MenuCategoryModel[] = [
  { id: 1, name: { en: 'Mezze', ar: 'المقبلات' }, slug: 'mezze', availability: null },
  { id: 2, name: { en: 'Drinks', ar: 'المشروبات' }, slug: 'drinks', availability: null },
  {
    id: 3,
    name: { en: 'Desserts', ar: 'الحلويات' },
    slug: 'desserts',
    availability: { from: '16:00', until: '23:00' },
  },
];

const sections = (menu: JsonLd | null) => (menu?.hasMenuSection ?? []) as JsonLd[];
const items = (section: JsonLd) => section.hasMenuItem as JsonLd[];

describe('restaurantJsonLd', () => {
  it('has the schema.org fields of a Restaurant with absolute links', () => {
    const ld = restaurantJsonLd(restaurant, {
      siteUrl: SITE,
      language: 'en',
      reviews: [review(1, 5), review(2, 4), review(3, 4)],
      items: [hummus, tea],
    })!;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Restaurant');
    expect(ld.name).toBe('Saffron House');
    expect(ld.url).toBe(`${SITE}/`);
    expect(ld.telephone).toBe('+966 11 456 7821');
    expect(ld.email).toBe('hello@saffronhouse.sa');
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: restaurant.address.en,
      addressCountry: 'SA',
    });
    // Without the site's own cuisine (sites.json words.cuisine): content/seo.json's.
    expect(ld.servesCuisine).toEqual(['Middle Eastern']);
    expect(ld.hasMenu).toBe(`${SITE}/shop`);
    expect(ld.acceptsReservations).toBe(`${SITE}/reservation`);
    expect(ld.image).toEqual(['http://127.0.0.1:8055/assets/logo-id']);
    expect(ld.priceRange).toBe('SAR 22.00-45.00');
    expect(ld.sameAs).toEqual([
      'https://facebook.com/saffronhouse.riyadh',
      'https://instagram.com/saffronhouse.riyadh',
    ]);
    expect(ld.hasMap).toBe('https://maps.google.com/?q=Saffron+House');
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('lists every shift with schema.org day URLs and HH:MM times, and a closed day as 00:00 to 00:00', () => {
    const ld = restaurantJsonLd(restaurant, { siteUrl: SITE, language: 'en' })!;
    const spec = (day: string, opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day}`,
      opens,
      closes,
    });
    expect(ld.openingHoursSpecification).toEqual([
      spec('Monday', '00:00', '00:00'),
      spec('Tuesday', '12:00', '23:30'),
      spec('Friday', '13:30', '16:00'),
      spec('Friday', '18:00', '02:00'),
    ]);
    expect(JSON.stringify(ld.openingHoursSpecification)).not.toMatch(/Sunday/);
  });

  it('lists date overrides as specialOpeningHoursSpecification with validFrom and validThrough', () => {
    const ld = restaurantJsonLd(restaurant, { siteUrl: SITE, language: 'ar' })!;
    expect(ld.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-02-08',
        validThrough: '2027-03-09',
        opens: '18:00',
        closes: '03:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-03-10',
        validThrough: '2027-03-10',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(restaurantJsonLd({ ...restaurant, overrides: [] }, { siteUrl: SITE, language: 'en' })).not.toHaveProperty(
      'specialOpeningHoursSpecification',
    );
  });

  it('falls back to the daily hours for every day when there are no per-day rows', () => {
    const specs = openingHoursJsonLd([], { opensAt: '12:00', closesAt: '23:30' });
    expect(specs).toHaveLength(1);
    expect(specs[0]!.dayOfWeek).toHaveLength(7);
    expect(openingHoursJsonLd([], { opensAt: null, closesAt: null })).toEqual([]);
    expect(
      openingHoursJsonLd([{ day: 'Monday', shifts: [{ opensAt: '25:00', closesAt: '12:00' }], closed: false }]),
    ).toEqual([]);
  });

  it('picks Arabic values and Arabic addresses on the Arabic page', () => {
    const cuisine = [
      { en: 'Saudi', ar: 'سعودي' },
      { en: 'Levantine', ar: 'شامي' },
    ];
    const ld = restaurantJsonLd(restaurant, { siteUrl: SITE, language: 'ar', cuisine })!;
    expect(ld.name).toBe('بيت الزعفران');
    expect((ld.address as JsonLd).streetAddress).toBe(restaurant.address.ar);
    expect(ld.servesCuisine).toEqual(['سعودي', 'شامي']);
    expect(ld.url).toBe(`${SITE}/ar/`);
    expect(ld.hasMenu).toBe(`${SITE}/ar/shop`);
    expect(ld.acceptsReservations).toBe(`${SITE}/ar/reservation`);
  });

  it('has no aggregateRating without reviews and ignores placeholder reviews', () => {
    expect(
      restaurantJsonLd(restaurant, { siteUrl: SITE, language: 'en', reviews: [] })!.aggregateRating,
    ).toBeUndefined();
    expect(aggregateRatingJsonLd([{ ...review(1, 5), id: 'placeholder-1' }])).toBeNull();
    expect(aggregateRatingJsonLd([review(1, 5), review(2, 5), review(3, 4)])!.ratingValue).toBe(4.7);
    expect(aggregateRatingJsonLd([review(1, 1)])!.ratingValue).toBe(1);
  });

  it('says nothing about the built-in placeholder restaurant or missing data', () => {
    expect(restaurantJsonLd(placeholderRestaurant as RestaurantModel, { siteUrl: SITE, language: 'en' })).toBeNull();
    expect(restaurantJsonLd(null, { siteUrl: SITE, language: 'en' })).toBeNull();
  });

  it('minimal form keeps identity and the menu link only', () => {
    const ld = restaurantJsonLd(restaurant, { siteUrl: SITE, language: 'en', minimal: true, reviews: [review(1, 5)] })!;
    expect(ld.hasMenu).toBe(`${SITE}/shop`);
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.openingHoursSpecification).toBeUndefined();
  });
});

describe('menuJsonLd', () => {
  it('has one MenuSection per category with MenuItems priced in SAR', () => {
    const menu = menuJsonLd({
      siteUrl: SITE,
      language: 'en',
      categories,
      items: [hummus, tea, orphan],
      restaurantName: restaurant.name,
    })!;
    expect(menu['@type']).toBe('Menu');
    expect(menu.name).toBe('Menu — Saffron House');
    expect(sections(menu).map((s) => s.name)).toEqual(['Mezze', 'Drinks', 'More']);
    const [mezze, drinks, more] = sections(menu);
    expect(mezze!['@type']).toBe('MenuSection');
    const hummusLd = items(mezze!)[0]!;
    expect(hummusLd['@type']).toBe('MenuItem');
    expect(hummusLd.name).toBe('Hummus Beiruti');
    expect(hummusLd.url).toBe(`${SITE}${dishHref(7)}`);
    expect(hummusLd['@id']).toBe(`${SITE}${dishHref(7)}#item`);
    expect(hummusLd.offers).toEqual([
      { '@type': 'Offer', name: 'Regular', price: '22.00', priceCurrency: 'SAR' },
      { '@type': 'Offer', name: 'Large', price: '32.00', priceCurrency: 'SAR' },
    ]);
    // Brief: the description, picture, diets and calories are on the dish's own page, under the same @id.
    expect(Object.keys(hummusLd).sort()).toEqual(['@id', '@type', 'name', 'offers', 'url']);
    const whole = menuItemJsonLd(hummus, { siteUrl: SITE, language: 'en' })!;
    expect(whole['@id']).toBe(hummusLd['@id']);
    expect(whole.image).toBe('http://127.0.0.1:8055/assets/hummus');
    expect(whole.nutrition).toEqual({ '@type': 'NutritionInformation', calories: '320 calories' });
    expect(whole.offers).toEqual([
      { '@type': 'Offer', name: 'Regular', price: '22.00', priceCurrency: 'SAR', url: `${SITE}${dishHref(7)}` },
      { '@type': 'Offer', name: 'Large', price: '32.00', priceCurrency: 'SAR', url: `${SITE}${dishHref(7)}` },
    ]);
    const teaLd = items(drinks!)[0]!;
    expect(teaLd.offers).toEqual({ '@type': 'Offer', price: '45.00', priceCurrency: 'SAR' });
    expect(teaLd.description).toBeUndefined();
    expect(teaLd.nutrition).toBeUndefined();
    expect(items(more!)[0]!.name).toBeTruthy();
    expect(menuItemJsonLd(orphan, { siteUrl: SITE, language: 'en' })!.image).toBe(
      `${SITE}/assets/img/defaults/dish.webp`,
    );
  });

  it("marks HalalDiet only on halal dishes, and lists every diet a dish suits, on the dish's page", () => {
    const whole = (item: SeoMenuItem) => menuItemJsonLd(item, { siteUrl: SITE, language: 'en' })!;
    expect(whole(hummus).suitableForDiet).toBe('https://schema.org/HalalDiet');
    expect(whole(tea).suitableForDiet).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    expect(whole(orphan).suitableForDiet).toBeUndefined();
    const menu = menuJsonLd({ siteUrl: SITE, language: 'en', categories, items: [hummus, tea, orphan] })!;
    expect(
      sections(menu)
        .flatMap(items)
        .filter((i) => 'suitableForDiet' in i),
    ).toEqual([]);
  });

  it('uses Arabic names and addresses on the Arabic page', () => {
    const menu = menuJsonLd({ siteUrl: SITE, language: 'ar', categories, items: [hummus, orphan] })!;
    expect(sections(menu).map((s) => s.name)).toEqual(['المقبلات', 'المزيد']);
    expect(items(sections(menu)[0]!)[0]!.name).toBe('حمص بيروتي');
    expect(items(sections(menu)[0]!)[0]!.url).toBe(`${SITE}/ar${dishHref(7)}`);
    expect(menu.url).toBe(`${SITE}/ar/shop`);
  });

  it('puts every dish in one section when there are no categories, and is null without dishes', () => {
    const menu = menuJsonLd({ siteUrl: SITE, language: 'en', items: [hummus, tea] })!;
    expect(sections(menu).map((s) => s.name)).toEqual(['Dishes']);
    expect(menuJsonLd({ siteUrl: SITE, language: 'en', categories, items: [] })).toBeNull();
    expect(menuJsonLd({ siteUrl: SITE, language: 'en' })).toBeNull();
  });

  it('leaves out offers for dishes without a price instead of claiming they are free', () => {
    const free: SeoMenuItem = { ...orphan, price: 0 };
    const menu = menuJsonLd({ siteUrl: SITE, language: 'en', items: [free] })!;
    expect(items(sections(menu)[0]!)[0]!.offers).toBeUndefined();
  });
});

describe('menuItemJsonLd', () => {
  it('is a MenuItem with @context, one Offer per size', () => {
    const ld = menuItemJsonLd(hummus, { siteUrl: SITE, language: 'en' })!;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('MenuItem');
    expect((ld.offers as JsonLd[]).map((o) => o.price)).toEqual(['22.00', '32.00']);
    expect(ld.suitableForDiet).toBe('https://schema.org/HalalDiet');
  });

  it('uses the price when the dish has no sizes, formatted with two decimals', () => {
    const plain = { ...tea.diet, vegetarian: false, glutenFree: false };
    const ld = menuItemJsonLd(
      { ...tea, basePrice: 12.5, displayPrice: 12.5, diet: plain },
      { siteUrl: SITE, language: 'ar' },
    )!;
    expect(ld.offers).toMatchObject({ price: '12.50', priceCurrency: 'SAR' });
    expect(ld.name).toBe('شاي كرك');
    expect(ld.suitableForDiet).toBeUndefined();
  });

  it('is null for a missing item', () => {
    expect(menuItemJsonLd(null, { siteUrl: SITE, language: 'en' })).toBeNull();
  });
});

describe('jsonLdForRoute', () => {
  const data = { siteUrl: SITE, restaurant, reviews: [review(1, 5)], categories, items: [hummus, tea], item: hummus };
  const types = (blocks: JsonLd[]) => blocks.map((b) => b['@type']);

  it('picks the blocks each page gets', () => {
    expect(types(jsonLdForRoute('/', data))).toEqual(['Restaurant']);
    expect(types(jsonLdForRoute('/contact', data))).toEqual(['Restaurant']);
    expect(types(jsonLdForRoute('/shop', data))).toEqual(['Restaurant', 'Menu']);
    expect(types(jsonLdForRoute(dishHref(7), data))).toEqual(['MenuItem', 'BreadcrumbList']);
    expect(jsonLdForRoute('/about', data)).toEqual([]);
    expect(jsonLdForRoute('/shop/cart', data)).toEqual([]);
  });

  it('reads the language from an /ar prefix', () => {
    const [ld] = jsonLdForRoute('/ar/', data);
    expect(ld!.name).toBe('بيت الزعفران');
    expect(jsonLdForRoute('/contact', { ...data, language: 'ar' })[0]!.url).toBe(`${SITE}/ar/`);
    const crumbs = jsonLdForRoute(`/ar${dishHref(7)}`, data)[1]!;
    expect((crumbs.itemListElement as JsonLd[]).map((c) => c.item)).toEqual([
      `${SITE}/ar/`,
      `${SITE}/ar/shop`,
      `${SITE}/ar${dishHref(7)}`,
    ]);
  });

  it('returns [] for missing or junk data and never throws', () => {
    expect(jsonLdForRoute('/', { siteUrl: SITE })).toEqual([]);
    expect(jsonLdForRoute('/shop', { siteUrl: SITE, restaurant: null, items: null, categories: null })).toEqual([]);
    expect(jsonLdForRoute(dishHref(99), { siteUrl: SITE, item: null })).toEqual([]);
    const junk = {
      siteUrl: SITE,
      restaurant: parsedJson<RestaurantModel>('{ "id": 3 }'),
      items: parsedJson<SeoMenuItem[]>('[null, 5, {}]'),
      reviews: parsedJson<ReviewModel[]>('[{}]'),
    };
    expect(() => jsonLdForRoute('/', junk)).not.toThrow();
    expect(() => jsonLdForRoute('/shop', junk)).not.toThrow();
    expect(jsonLdForRoute('/', { siteUrl: '' })).toEqual([]);
  });
});
