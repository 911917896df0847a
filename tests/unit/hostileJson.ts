/**
 * fast-check arbitraries for hostile CMS / storage data: any JSON value, values aimed at the
 * readers (URLs, colours, times, numbers as strings), and records over real field names that
 * may also hold prototype-pollution keys as OWN properties (as JSON.parse creates them).
 */
import fc from 'fast-check';

export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
] as const;

const tricky = fc.constantFrom<unknown>(
  '',
  ' ',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  'http://',
  'https://example.com/a b',
  'https://example.com/ok',
  'http://[::1]/x',
  'ftp://example.com/',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '#fff',
  'fff',
  '#12345g',
  'red; background:url(javascript:alert(1))',
  'rgb(1,2,3)',
  'rgb(1,2,3);}body{x:y',
  'expression(alert(1))',
  '13:30:00',
  '24:00',
  '9:5',
  '1e309',
  '-1',
  'NaN',
  'Infinity',
  '0x10',
  '  42  ',
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  0.1,
  -5,
  1_000_001,
  true,
  false,
  null,
  [],
  {},
  { __proto__: null },
  'Monday',
  'monday',
  'SUNDAY',
  '__proto__',
  'constructor',
);

/** Any JSON value, biased towards values that trip field readers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue() },
  { weight: 3, arbitrary: tricky },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.double() },
);

/**
 * A record whose keys are drawn from `fields` plus pollution keys, each holding `value`.
 * The result goes through JSON so `__proto__` is an own property, as in a real response.
 */
export function hostileRecord(
  fields: readonly string[],
  value: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .dictionary(fc.constantFrom(...fields, ...POLLUTION_KEYS), value, { maxKeys: fields.length + 4 })
    .map((record) => JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(record)))) as Record<string, unknown>);
}

/** Text of a JSON object literal with the given key, to get own `__proto__` keys through JSON.parse. */
export function parsedWithOwnKey(
  key: string,
  value: unknown,
  rest: Record<string, unknown> = {},
): Record<string, unknown> {
  const body = JSON.stringify(rest).slice(1, -1);
  return JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}${body ? `,${body}` : ''}}`) as Record<
    string,
    unknown
  >;
}

/** A record or junk in place of a record, or a list of them. */
export function rowsOf(record: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(fc.oneof({ weight: 4, arbitrary: record }, { weight: 1, arbitrary: hostileValue }), {
        maxLength: 6,
      }),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/**
 * `base` with some values swapped for hostile ones (any value, any key), still typed as `base`:
 * what a tampered page script or a hand-edited storage entry hands to code typed for good data.
 * Tests feed hostile values through this instead of a cast.
 */
export function tampered<T extends object>(base: T, changes: Readonly<Record<string, unknown>>): T {
  return Object.assign({}, base, changes);
}

/**
 * Parsed JSON, typed as whatever the code under test expects and checked by nothing: how junk
 * reaches a reader from a data file or the CMS.
 */
export function parsedJson<T>(json: string): T {
  return JSON.parse(json);
}
