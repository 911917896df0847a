/**
 * What the site refuses, field by field: for each CMS field the normalisers read, the reader they
 * read it with and the rule it keeps, in English and Arabic. A value that is there (not null,
 * not blank) and that the reader turns into null or '' is one the site would not show: it falls
 * back to the spec's default or leaves the value out. The publish checks (publish/validate.ts)
 * run these same readers over the records the publish read, so a publish stops exactly on the
 * values the site would refuse and never on one it accepts (rules.property.test.ts proves it for
 * any raw value). A new rule goes here, with its reader used by the normaliser.
 */
import { calendarDate } from '../../hours/zone';
import { COLOR_FIELDS } from '../../theme/defaults';
import { countryCode, whatsappDigits } from '../../whatsapp/link';
import type { RawRecord } from '../client';
import { color, flag, nonNegative, phoneNumber, present, safeHttpUrl, text, time } from './fields';
import { calories, categorySlug, price, spiceLevel } from './menu';
import { emailAddress, leadMinutes, MAX_LEAD_MINUTES, timeZoneOf, weekday, whenClosed } from './restaurant';
import { MAX_PRICE } from '../../ordering/cart/model';

export interface Bilingual {
  en: string;
  ar: string;
}

export interface FieldRule {
  /** What the site makes of a value that is there: null or '' when it refuses it. */
  read: (value: unknown, record: RawRecord) => unknown;
  /** The rule, as the end of "<value> …": "is not a price (…)". */
  rule: Bilingual;
}

/** A value the site refuses, or a record it cannot show as written. */
export interface Refusal {
  field: string;
  value: unknown;
  rule: Bilingual;
  /**
   * False for what the site leaves out while taking every value (a shift with one of its two
   * times): the version goes live and its log entry says so. Every refused value stops a publish.
   */
  blocking: boolean;
}

/** A field's reader and, in both languages, the rule it keeps. */
const rule = (read: FieldRule['read'], en: string, ar: string): FieldRule => ({ read, rule: { en, ar } });

const money = rule(
  price,
  `is not a price (a number from 0 to ${MAX_PRICE.toLocaleString('en')})`,
  `ليست سعرًا (رقم من 0 إلى ${MAX_PRICE.toLocaleString('en')})`,
);
const wholeNumber = rule(calories, 'is not a whole number, 0 or more', 'ليست عددًا صحيحًا، صفرًا أو أكثر');
const clock = rule(time, 'is not a time of day (HH:MM)', 'ليست وقتًا من اليوم (HH:MM)');
const day = rule(calendarDate, 'is not a date (YYYY-MM-DD)', 'ليست تاريخًا (YYYY-MM-DD)');
const colour = rule(color, 'is not a colour (for example #1B6E5A)', 'ليست لونًا (مثل ‎#1B6E5A)');
const webAddress = rule(safeHttpUrl, 'is not a web address (https://…)', 'ليست عنوان موقع (https://…)');
const yesNo = rule(flag, 'is not yes or no', 'ليست نعم أو لا');

const flags = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, yesNo]));
const SHIFT_TIMES = { opens_at: clock, closes_at: clock, opens_at_2: clock, closes_at_2: clock };

/** Collection -> field -> the rule the normaliser keeps for it. */
export const FIELD_RULES: Record<string, Record<string, FieldRule>> = {
  restaurants: {
    phone_no: rule(
      phoneNumber,
      'is not a phone number (7 to 15 digits, with +, spaces, dashes, dots, brackets or /)',
      'ليست رقم هاتف (من 7 إلى 15 رقمًا، مع + أو مسافات أو شرطات أو نقاط أو أقواس أو /)',
    ),
    whatsapp_no: rule(
      (value, record) => whatsappDigits(value, record.whatsapp_country_code),
      'is not a number WhatsApp can open (a local number, or an international one with + or 00)',
      'ليست رقمًا يفتحه واتساب (رقم محلي، أو دولي يبدأ بـ + أو 00)',
    ),
    whatsapp_country_code: rule(
      countryCode,
      'is not a country code (1 to 4 digits, e.g. 966)',
      'ليست رمز دولة (من 1 إلى 4 أرقام، مثل 966)',
    ),
    email_id: rule(
      emailAddress,
      'is not an email address (name@example.com)',
      'ليست بريدًا إلكترونيًا (name@example.com)',
    ),
    facebook_url: webAddress,
    tiktok_url: webAddress,
    instagram_url: webAddress,
    google_maps_url: webAddress,
    opens_at: clock,
    closes_at: clock,
    time_zone: rule(timeZoneOf, 'is not a time zone (e.g. Asia/Riyadh)', 'ليست منطقة زمنية (مثل Asia/Riyadh)'),
    delivery_fee: { read: nonNegative, rule: money.rule },
    delivery_minimum: { read: nonNegative, rule: money.rule },
    order_lead_minutes: {
      read: leadMinutes,
      rule: {
        en: `is not a number of minutes from 0 to ${MAX_LEAD_MINUTES}`,
        ar: `ليست عدد دقائق من 0 إلى ${MAX_LEAD_MINUTES}`,
      },
    },
    ordering_when_closed: rule(whenClosed, 'is not one of the choices (later, off)', 'ليست من الخيارات (later، off)'),
    ...flags('enable_arabic', 'arabic_digits', 'offers_pickup', 'offers_delivery', 'offers_dine_in'),
  },
  website_color_scheme: Object.fromEntries(COLOR_FIELDS.map((field) => [field, colour])),
  opening_hours: {
    Day: rule(
      weekday,
      'is not a day of the week (Monday to Sunday, in English)',
      'ليست يومًا من أيام الأسبوع (Monday إلى Sunday، بالإنجليزية)',
    ),
    ...SHIFT_TIMES,
    ...flags('closed_this_day'),
  },
  hours_overrides: { date: day, end_date: day, ...SHIFT_TIMES, ...flags('closed') },
  menu_items: {
    default_price: money,
    default_calories: wholeNumber,
    spice_level: rule(spiceLevel, 'is not a spice level (0, 1, 2 or 3)', 'ليست درجة حِدّة (0 أو 1 أو 2 أو 3)'),
    ...flags('is_halal', 'is_vegetarian', 'is_vegan', 'is_gluten_free', 'sold_out'),
  },
  menu_categories: {
    slug: rule(
      categorySlug,
      'is not a slug (letters, digits, - and _ only)',
      'ليست اسمًا للرابط (حروف لاتينية وأرقام و- و_ فقط)',
    ),
    available_from: clock,
    available_until: clock,
  },
  menu_variants: { price: money, calories: wholeNumber, ...flags('sold_out') },
  menu_addons: { price: money, calories: wholeNumber },
  allergens: { color: colour },
};

const refused = (read: unknown) => read === null || read === '';

/** A shift with one of its two times is left out (src/data/normalize/restaurant.ts, shiftsOf). */
function halfShifts(record: RawRecord): Refusal[] {
  return (
    [
      ['opens_at', 'closes_at'],
      ['opens_at_2', 'closes_at_2'],
    ] as const
  ).flatMap(([open, close]) => {
    if (present(record[open]) === present(record[close])) return [];
    const [field, other] = present(record[open]) ? [close, open] : [open, close];
    return [
      {
        field,
        value: record[field] ?? null,
        rule: {
          en: `is empty while ${other} is set: that shift is left out`,
          ar: `فارغة بينما ${other} محدد: لا تظهر تلك الفترة`,
        },
        blocking: false,
      },
    ];
  });
}

/** Rules across the fields of one record, as the normalisers apply them. */
const RECORD_RULES: Record<string, (record: RawRecord) => Refusal[]> = {
  restaurants: (record) =>
    'name_en' in record && !text(record.name_en) && !text(record.name_ar)
      ? [
          {
            field: 'name_en',
            value: record.name_en ?? null,
            rule: {
              en: 'is empty, and so is name_ar: the restaurant needs a name',
              ar: 'فارغة، وكذلك name_ar: يحتاج المطعم إلى اسم',
            },
            blocking: true,
          },
        ]
      : [],
  opening_hours: (record) => (flag(record.closed_this_day) ? [] : halfShifts(record)),
  hours_overrides: (record) => {
    const out: Refusal[] = [];
    if ('date' in record && !present(record.date))
      out.push({
        field: 'date',
        value: record.date ?? null,
        rule: { en: 'is empty: the override needs the day it applies to', ar: 'فارغة: يحتاج الاستثناء إلى يومه' },
        blocking: true,
      });
    const start = calendarDate(record.date);
    const end = calendarDate(record.end_date);
    if (start && end && end < start)
      out.push({
        field: 'end_date',
        value: record.end_date,
        rule: {
          en: `is before the date (${start}): the range must end on or after its first day`,
          ar: `تسبق التاريخ (${start}): يجب أن تنتهي الفترة في يومها الأول أو بعده`,
        },
        blocking: true,
      });
    return flag(record.closed) ? out : [...out, ...halfShifts(record)];
  },
};

/** Every value of `record` (a record of `collection`, as read) that the site would refuse or leave out. */
export function refusalsOf(collection: string, record: RawRecord): Refusal[] {
  const rules = FIELD_RULES[collection] ?? {};
  const out: Refusal[] = [];
  for (const [field, { read, rule }] of Object.entries(rules)) {
    const value = record[field];
    if (present(value) && refused(read(value, record))) out.push({ field, value, rule, blocking: true });
  }
  const own = RECORD_RULES[collection]?.(record) ?? [];
  return [...out, ...own.filter((r) => !out.some((o) => o.field === r.field))];
}
