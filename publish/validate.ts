/**
 * What stops a publish: a value in the CMS that is plainly wrong and would change what diners see
 * (a negative price, a colour that is not one, an opening time that is not a time, a date
 * override whose date is not one or whose range ends before it starts). The site
 * would otherwise hide it quietly (the normalisers fall back to defaults), and the owner would
 * never learn why the price or colour they typed did not appear. A contact detail that is not one
 * (a link that is not a web address, a phone number with letters) does not stop a publish: the
 * site leaves it out (it never becomes a link), and the publish log says so. Empty values are not
 * problems: the spec gives each a fallback.
 *
 * Only records that would be published are checked (drafts may be half-written), and each
 * problem names the collection, the record, the field and the value, in plain words, for the
 * publish log.
 */
import type { CmsClient, RawRecord } from '../src/data/client.ts';
import { boolean, color, isRecord, number, text, time } from '../src/data/normalize/fields.ts';
import { calendarDate } from '../src/hours/zone.ts';
import { PUBLISHED } from '../src/data/queries/shared.ts';
import { overridesFilter } from '../src/data/queries/restaurantRead.ts';

export interface RecordProblem {
  collection: string;
  id: string;
  /** The record's name, when it has one, so an editor can find it. */
  name?: string;
  field: string;
  value: unknown;
  /** What is wrong, e.g. "is not a price (a number, 0 or more)". */
  problem: string;
  /** Whether it stops the publish; otherwise the site leaves the value out and the log says so. */
  blocking: boolean;
}

export class InvalidContentError extends Error {
  override name = 'InvalidContentError';
  constructor(readonly problems: RecordProblem[]) {
    super(describeProblems(problems));
  }
}

const show = (value: unknown) => (typeof value === 'string' ? `"${value.slice(0, 80)}"` : JSON.stringify(value));

/** "menu_items 12 (Chicken Kabsa), field default_price: -5 is not a price (a number, 0 or more)", at most 5. */
function listProblems(problems: readonly RecordProblem[]): string {
  const lines = problems
    .slice(0, 5)
    .map(
      (p) => `${p.collection} ${p.id}${p.name ? ` (${p.name})` : ''}, field ${p.field}: ${show(p.value)} ${p.problem}`,
    );
  return `${lines.join('; ')}${problems.length > 5 ? ` … and ${problems.length - 5} more` : ''}`;
}

/** Why a publish stopped, for the publish log. */
export function describeProblems(problems: readonly RecordProblem[]): string {
  const one = problems.length === 1;
  return `${one ? 'a value in the CMS is' : `${problems.length} values in the CMS are`} not valid: ${listProblems(problems)}. Correct ${one ? 'it' : 'them'} in the CMS and save; the live version was kept`;
}

/** What a publish left out, for the publish log of a version that went live. */
export function describeLeftOut(problems: readonly RecordProblem[]): string {
  return `left out of the site (correct in the CMS to show): ${listProblems(problems)}`;
}

/** A problem, or null; a check for a contact detail says it does not block. */
type Check = ((value: unknown) => string | null) & { notBlocking?: true };
const notBlocking = (check: (value: unknown) => string | null): Check =>
  Object.assign(check, { notBlocking: true as const });

const present = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && !value.trim());

const price: Check = (value) => {
  const n = number(value);
  return n !== null && n >= 0 && n < 1_000_000 ? null : 'is not a price (a number, 0 or more)';
};
const wholeNumber: Check = (value) => {
  const n = number(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? null : 'is not a whole number, 0 or more';
};
const phone: Check = notBlocking((value) => {
  const raw = text(value);
  const digits = raw.replace(/\D/g, '');
  return /^[+\d\s().-]+$/.test(raw) && digits.length >= 8 && digits.length <= 15
    ? null
    : 'is not a phone number (8 to 15 digits, optionally with +, spaces or dashes)';
});
const email: Check = notBlocking((value) =>
  /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text(value)) ? null : 'is not an email address',
);
const webAddress: Check = notBlocking((value) => {
  try {
    const url = new URL(text(value));
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'is not a web address (https://…)';
  } catch {
    return 'is not a web address (https://…)';
  }
});
const spiceLevel: Check = (value) => {
  const n = number(value);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 3 ? null : 'is not a spice level (0, 1, 2 or 3)';
};
const colour: Check = (value) => (color(value) ? null : 'is not a colour (for example #1B6E5A)');
const clock: Check = (value) => (time(value) ? null : 'is not a time of day (HH:MM)');
const day: Check = (value) => (calendarDate(value) ? null : 'is not a date (YYYY-MM-DD)');
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekday: Check = (value) => (DAYS.includes(text(value)) ? null : `is not a day of the week (${DAYS.join(', ')})`);

/** Runs `checks` on a record's fields that hold a value. */
function checkRecord(
  collection: string,
  record: RawRecord,
  checks: Record<string, Check>,
  problems: RecordProblem[],
): void {
  const name = text(record.name_en) || text(record.name_ar) || text(record.name) || text(record.note_en) || undefined;
  for (const [field, check] of Object.entries(checks)) {
    const value = record[field];
    if (!present(value)) continue;
    const problem = check(value);
    if (problem)
      problems.push({ collection, id: text(record.id), name, field, value, problem, blocking: !check.notBlocking });
  }
}

/** A shift with one of its two times: the site leaves it out, and the log says so. */
function halfShifts(collection: string, record: RawRecord, problems: RecordProblem[]): void {
  for (const [open, close] of [
    ['opens_at', 'closes_at'],
    ['opens_at_2', 'closes_at_2'],
  ] as const) {
    if (present(record[open]) === present(record[close])) continue;
    const field = present(record[open]) ? close : open;
    problems.push({
      collection,
      id: text(record.id),
      name: text(record.note_en) || text(record.Day) || undefined,
      field,
      value: record[field] ?? null,
      problem: `is empty while ${field === open ? close : open} is set: that shift is left out`,
      blocking: false,
    });
  }
}

/** A date override whose range ends before it starts: the site could not tell which dates it means. */
function backwardsRange(record: RawRecord, problems: RecordProblem[]): void {
  const start = calendarDate(record.date);
  const end = calendarDate(record.end_date);
  if (start && end && end < start)
    problems.push({
      collection: 'hours_overrides',
      id: text(record.id),
      name: text(record.note_en) || undefined,
      field: 'end_date',
      value: record.end_date,
      problem: `is before the date (${start}): the range must end on or after its first day`,
      blocking: true,
    });
}

/** The related records of a many-to-many field: `variants: [{ menu_variants_id: {…} }]`. */
function related(record: RawRecord, field: string, key: string): RawRecord[] {
  const rows = record[field];
  return Array.isArray(rows) ? rows.map((row) => (isRecord(row) ? row[key] : null)).filter(isRecord) : [];
}

const COLOUR_FIELDS = (scheme: RawRecord) =>
  Object.keys(scheme).filter((field) => field.startsWith('root_') || field.endsWith('_color'));

/** Every problem in the records of `slug` that a publish would show. */
export function findProblems(rows: {
  restaurants: RawRecord[];
  openingHours: RawRecord[];
  menuItems: RawRecord[];
  hoursOverrides?: RawRecord[];
}): RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (const restaurant of rows.restaurants) {
    if (!text(restaurant.name_en) && !text(restaurant.name_ar))
      problems.push({
        collection: 'restaurants',
        id: text(restaurant.id),
        field: 'name_en',
        value: restaurant.name_en ?? null,
        problem: 'is empty, and so is name_ar: the restaurant needs a name',
        blocking: true,
      });
    checkRecord(
      'restaurants',
      restaurant,
      {
        phone_no: phone,
        whatsapp_no: phone,
        email_id: email,
        facebook_url: webAddress,
        tiktok_url: webAddress,
        instagram_url: webAddress,
        google_maps_url: webAddress,
        opens_at: clock,
        closes_at: clock,
      },
      problems,
    );
    const scheme = restaurant.website_color_scheme;
    if (isRecord(scheme))
      checkRecord(
        'website_color_scheme',
        scheme,
        Object.fromEntries(COLOUR_FIELDS(scheme).map((field) => [field, colour])),
        problems,
      );
  }
  const shifts = { opens_at: clock, closes_at: clock, opens_at_2: clock, closes_at_2: clock };
  for (const hours of rows.openingHours) {
    checkRecord('opening_hours', hours, { Day: weekday, ...shifts }, problems);
    if (!boolean(hours.closed_this_day, false)) halfShifts('opening_hours', hours, problems);
  }
  for (const override of rows.hoursOverrides ?? []) {
    if (!present(override.date))
      problems.push({
        collection: 'hours_overrides',
        id: text(override.id),
        name: text(override.note_en) || undefined,
        field: 'date',
        value: null,
        problem: 'is empty: the override needs the day it applies to',
        blocking: true,
      });
    checkRecord('hours_overrides', override, { date: day, end_date: day, ...shifts }, problems);
    backwardsRange(override, problems);
    if (!boolean(override.closed, false)) halfShifts('hours_overrides', override, problems);
  }
  for (const item of rows.menuItems) {
    checkRecord(
      'menu_items',
      item,
      { default_price: price, default_calories: wholeNumber, spice_level: spiceLevel },
      problems,
    );
    // A category's ordering window is read in the restaurant's time zone; a typo would hide it.
    for (const category of related(item, 'categories', 'menu_categories_id'))
      checkRecord('menu_categories', category, { available_from: clock, available_until: clock }, problems);
    for (const variant of related(item, 'variants', 'menu_variants_id'))
      checkRecord(
        'menu_variants',
        variant,
        { price, calories: wholeNumber, calorie_burn_minutes: wholeNumber },
        problems,
      );
    for (const addon of related(item, 'addons', 'menu_addons_id'))
      checkRecord('menu_addons', addon, { price, calories: wholeNumber }, problems);
  }
  // A variant, add-on or category shared by several dishes is reported once.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.collection} ${p.id} ${p.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads what a publish of `slug` shows and checks it: throws InvalidContentError naming every
 * problem that stops the publish; returns those that do not (the values the site leaves out).
 */
export async function validateContent(client: CmsClient, slug: string): Promise<RecordProblem[]> {
  const bySlug = { restaurant: { slug: { _eq: slug } } };
  const [restaurants, openingHours, menuItems, hoursOverrides] = await Promise.all([
    client.readCollection('restaurants', {
      fields: ['*', 'website_color_scheme.*'],
      filter: { slug: { _eq: slug } },
      limit: 1,
    }),
    client.readCollection('opening_hours', { fields: ['*'], filter: bySlug, limit: -1 }),
    client.readCollection('menu_items', {
      fields: [
        'id',
        'name_en',
        'name_ar',
        'default_price',
        'default_calories',
        'spice_level',
        'categories.menu_categories_id.id',
        'categories.menu_categories_id.name_en',
        'categories.menu_categories_id.available_from',
        'categories.menu_categories_id.available_until',
        'variants.menu_variants_id.*',
        'addons.menu_addons_id.*',
      ],
      filter: { _and: [bySlug, PUBLISHED] },
      limit: -1,
    }),
    // The overrides a publish would show (past ones are not published, so not checked).
    client.readCollection('hours_overrides', { fields: ['*'], filter: overridesFilter(slug, new Date()), limit: -1 }),
  ]);
  const problems = findProblems({ restaurants, openingHours, menuItems, hoursOverrides });
  const blocking = problems.filter((p) => p.blocking);
  if (blocking.length > 0) throw new InvalidContentError(blocking);
  return problems.filter((p) => !p.blocking);
}
