import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileRecord, hostileValue } from '../../../tests/unit/hostileJson';
import { modelChecker } from '../../../tests/unit/modelSchemas';
import {
  boolean,
  color,
  image,
  integer,
  list,
  localized,
  number,
  phoneDigits,
  recordId,
  safeHttpUrl,
  text,
  time,
  withFallback,
} from './fields';

/** What a colour may look like once read: hex, rgb()/hsl() with plain numbers, or a bare word. Nothing that ends a declaration. */
const SAFE_COLOR =
  /^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(rgb|rgba|hsl|hsla)\([0-9.%\s,/+-]+\)|[a-zA-Z]{3,20})$/;
const asset = (id: string) => `http://cms.test/assets/${id}`;
const checkImage = modelChecker('image');

function isHttpUrl(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:';
}

const imageLike = fc.oneof(hostileValue, hostileRecord(['id', 'url', 'filename_download', 'width', 'height']));

describe('field readers never throw and keep their types, for any JSON', () => {
  it('text, number, integer, boolean, list, recordId', () => {
    fc.assert(
      fc.property(hostileValue, fc.boolean(), (value, fallback) => {
        expect(typeof text(value)).toBe('string');
        expect(text(value)).toBe(text(value).trim());
        const n = number(value);
        expect(n === null || Number.isFinite(n)).toBe(true);
        const i = integer(value);
        expect(i === null || Number.isInteger(i)).toBe(true);
        expect(typeof boolean(value, fallback)).toBe('boolean');
        expect(Array.isArray(list(value))).toBe(true);
        const id = recordId(value);
        expect(
          id === null ||
            (typeof id === 'number' && Number.isFinite(id)) ||
            (typeof id === 'string' && id.length > 0 && id.length <= 64),
        ).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('localized and withFallback always give two strings', () => {
    fc.assert(
      fc.property(hostileRecord(['name_en', 'name_ar']), (record) => {
        const value = localized(record, 'name');
        expect(typeof value.en).toBe('string');
        expect(typeof value.ar).toBe('string');
        const filled = withFallback(value, { en: 'Fallback', ar: 'بديل' });
        expect(filled.en || filled.ar).toBeTruthy();
      }),
    );
  });

  it('safeHttpUrl gives only http(s) addresses or null', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue,
          fc.webUrl(),
          fc.string().map((s) => `javascript:${s}`),
          fc.string().map((s) => ` data:${s}`),
        ),
        (value) => {
          const url = safeHttpUrl(value);
          if (url !== null) expect(isHttpUrl(url)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('image gives a valid ImageModel whose src is http(s), or null', () => {
    fc.assert(
      fc.property(imageLike, (value) => {
        const img = image(value, asset);
        if (img === null) return;
        expect(checkImage(img)).toBeNull();
        expect(isHttpUrl(img.src)).toBe(true);
        if (img.width !== undefined) expect(img.width).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('color gives a safe CSS colour or null', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, fc.stringMatching(/^[#a-z0-9(),.%; /{}:-]{0,24}$/)), (value) => {
        const c = color(value);
        if (c !== null) expect(c).toMatch(SAFE_COLOR);
      }),
      { numRuns: 500 },
    );
  });

  it('time gives HH:MM or null; phoneDigits gives digits with at most a leading +', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const t = time(value);
        if (t !== null) expect(t).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(phoneDigits(value)).toMatch(/^(\+?\d+)?$/);
      }),
      { numRuns: 500 },
    );
  });
});
