/**
 * The admin app refuses at save whatever the publish would refuse. Each field's Directus
 * validation (cms/scripts/lib/checks.mjs, what `schema:apply` gives Directus) is run here with
 * Directus's own validator (@directus/utils, the code its API and admin app run on a save) over
 * any value: when it lets a value through, the publish check of that field (rules.ts) accepts it
 * too. And each format's reader on the site agrees with the format's pattern in the model, the
 * one the admin app checks: on any text, on the texts the pattern describes, and on the model's
 * own example and counterexample.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readModel, type Model } from '../../../build/gen-cms';
import { directusValidation, formatRegex, timeZones } from '../../../cms/scripts/lib/checks.mjs';
import { FORMATS, type FormatName } from '../../generated/cms';
import { whatsappDigits } from '../../whatsapp/link';
import { FORMAT_READERS } from './checks';
import { present } from './fields';
import { refusalsOf } from './rules';

type Validate = (filter: unknown, payload: Record<string, unknown>) => unknown[];
let validatePayload: Validate;
const model: Model = readModel();

beforeAll(async () => {
  const utils = pathToFileURL(
    join(import.meta.dirname, '../../../cms/node_modules/@directus/utils/dist/shared/index.js'),
  );
  ({ validatePayload } = (await import(utils.href)) as { validatePayload: Validate });
});

const accepted = (read: unknown) => read !== null && read !== '' && read !== undefined;
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
/** The formats whose site reader is exactly their pattern (whatsapp and time zones are wider on the site). */
const EXACT: FormatName[] = ['url', 'email', 'phone', 'country_code', 'slug', 'time', 'date', 'color'];

/** Texts near every format's edges, and any text. */
const someText = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(...'0123456789+-/.() #:@aZxnT'.split('')) }),
  fc.constantFrom(
    ...Object.values(FORMATS).flatMap((format) => [format.example, format.counterexample]),
    'https://xn--ab.com',
    'http://1.2.3.4',
    'http://a.com:99999',
    'https://a.b',
    '2028-02-29',
    '2100-02-29',
    '0099-01-01',
    '2000-02-29T10:00:00Z',
    '23:59:59.5',
    '7:05',
    '#abcd',
    'rgb(1,2,3)',
    'hsl(1 2% 3% / 0.5)',
    'a@b.c',
    `${'a'.repeat(250)}@b.co`,
    '0552184470',
    '00966552184470',
    '+966 55 218 4470',
    '552184470',
    '0096',
  ),
);

describe('each format: the site reads exactly what the admin app takes', () => {
  for (const format of EXACT)
    it(`${format}: the reader and the pattern agree on any text`, () => {
      const pattern = whole((FORMATS[format] as { pattern: string }).pattern);
      fc.assert(
        fc.property(someText, (value) => {
          expect(accepted(FORMAT_READERS[format](value, {})), JSON.stringify(value)).toBe(pattern.test(value.trim()));
        }),
        { numRuns: 2000 },
      );
    });

  it('url: every text the pattern describes is a web address the site links to', () => {
    fc.assert(
      fc.property(fc.stringMatching(whole(FORMATS.url.pattern)), (value) => {
        expect(FORMAT_READERS.url(value, {}), value).toMatch(/^https?:\/\//);
      }),
      { numRuns: 2000 },
    );
  });

  it('whatsapp: a number the admin app takes opens a chat with every country code a restaurant may set', () => {
    const codes = fc.oneof(
      fc.constant(undefined),
      fc.constant('1'),
      fc.constant('966'),
      fc.constant('9999'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.stringMatching(whole(FORMATS.whatsapp.pattern)), codes, (value, code) => {
        expect(whatsappDigits(value, code), `${value} (${code})`).not.toBe('');
      }),
      { numRuns: 3000 },
    );
  });

  it('time_zone: every zone the admin app offers is one the site knows', () => {
    for (const zone of timeZones()) expect(FORMAT_READERS.time_zone(zone, {}), zone).toBe(zone);
  });

  it("takes the model's example and refuses its counterexample, in the admin app and on the site", () => {
    for (const [name, format] of Object.entries(FORMATS) as [FormatName, (typeof FORMATS)[FormatName]][]) {
      expect(accepted(FORMAT_READERS[name](format.example, {})), `${name} example`).toBe(true);
      expect(accepted(FORMAT_READERS[name](format.counterexample, {})), `${name} counterexample`).toBe(false);
      if (!('pattern' in format)) continue;
      const admin = new RegExp(formatRegex(model, name));
      expect(admin.test(format.example), `${name} example in the admin app`).toBe(true);
      expect(admin.test(format.counterexample), `${name} counterexample in the admin app`).toBe(false);
    }
  });
});

/** Any value a save can carry, texts of every format among them, with spaces around some. */
const anyValue = fc.oneof(
  someText,
  someText.map((text) => ` ${text}  `),
  fc.boolean(),
  fc.constant(null),
  fc.integer({ min: -300, max: 300 }),
  fc.double({ min: -10, max: 2_000_000, noNaN: true }),
  fc.constantFrom(0, 1, 3, 4, 5, 240, 241, 1_000_000, 1_000_000.01, 2.5, 'true', 'published', 'later', 'Monday'),
  fc.constantFrom(...timeZones().slice(0, 20), 'Asia/Riyadh', 'Mars/Olympus', 'UTC'),
);

describe('the admin app refuses at save what the publish would refuse', () => {
  for (const collection of model.collections.filter((c) => c.public))
    for (const spec of collection.fields ?? []) {
      const validation = directusValidation(model, spec);
      if (!validation) continue;
      // Directus's validation has no whole-number rule, and a range too wide to list its numbers
      // is only a bound: there the admin app's number input (whole numbers only for an integer
      // field) and PostgreSQL's integer column (which refuses 2.5) keep fractions out.
      const openWholeNumber = spec.type === 'integer' && (spec.min === undefined || spec.max === undefined);
      it(`${collection.collection}.${spec.field}`, () => {
        fc.assert(
          fc.property(anyValue, (value) => {
            const asNumber = typeof value === 'string' && value.trim() ? Number(value) : value;
            if (openWholeNumber && typeof asNumber === 'number' && !Number.isInteger(asNumber)) return;
            const record = { [spec.field]: value, whatsapp_country_code: '966' };
            const takenAtSave = validatePayload(validation, record).length === 0;
            if (!takenAtSave) return;
            const refused = refusalsOf(collection.collection, record).filter(
              (r) => r.field === spec.field && r.blocking,
            );
            expect(refused, `${JSON.stringify(value)} is saved, then stops the publish`).toEqual([]);
          }),
          { numRuns: 250 },
        );
      });
    }

  it('refuses the values that stopped publishes before: a javascript: link, a price above the highest, a bad spice level', () => {
    const spec = (collection: string, field: string) =>
      model.collections.find((c) => c.collection === collection)!.fields!.find((f) => f.field === field)!;
    const saves = (collection: string, field: string, value: unknown) =>
      validatePayload(directusValidation(model, spec(collection, field)), { [field]: value }).length === 0;
    expect(saves('restaurants', 'facebook_url', 'javascript:alert(document.cookie)')).toBe(false);
    expect(saves('restaurants', 'facebook_url', 'https://facebook.com/saffronhouse')).toBe(true);
    expect(saves('restaurants', 'facebook_url', '')).toBe(true);
    expect(saves('menu_items', 'default_price', 2_000_000)).toBe(false);
    expect(saves('menu_items', 'spice_level', 4)).toBe(false);
    expect(saves('menu_items', 'spice_level', 2.5)).toBe(false);
    expect(saves('menu_items', 'spice_level', null)).toBe(true);
    expect(present(' ')).toBe(false);
    expect(saves('menu_items', 'name_en', ' ')).toBe(false);
  });
});
