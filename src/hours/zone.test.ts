import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dayNumber,
  isTimeZone,
  parseZoneOffsets,
  setPageZoneOffsets,
  weekdayIndex,
  zonedClock,
  zonedInstant,
  zoneOffsets,
  zoneOffsetsAttribute,
} from './zone';

const MINUTE = 60_000;

describe('calendar dates', () => {
  it('knows real dates, their weekday, and counts days across months and years', () => {
    expect(weekdayIndex('2026-11-23')).toBe(1); // a Monday
    expect(weekdayIndex('2027-03-10')).toBe(3);
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('7/6/2026')).toBeNull();
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('zonedInstant', () => {
  it("gives the instant the restaurant's clock shows a time, past midnight included", () => {
    expect(zonedInstant('2026-11-24', 14 * 60, 'Asia/Riyadh').toISOString()).toBe('2026-11-24T11:00:00.000Z');
    // 18:00 to 02:00 closes at minute 1560: 02:00 on the next day.
    expect(zonedInstant('2026-11-24', 1560, 'Asia/Riyadh').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(zonedInstant('2026-07-01', 12 * 60, 'Europe/London').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedInstant('2026-01-14', 12 * 60, 'Europe/London').toISOString()).toBe('2026-01-14T12:00:00.000Z');
  });

  it('puts a time the clocks skip after the gap, and a time they show twice at its first showing', () => {
    // New York jumps from 02:00 EST to 03:00 EDT on 8 March 2026: 02:30 is 03:30 EDT.
    expect(zonedInstant('2026-03-08', 150, 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // London jumps from 01:00 GMT to 02:00 BST on 29 March 2026: 01:30 is 02:30 BST.
    expect(zonedInstant('2026-03-29', 90, 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // New York shows 01:30 twice on 1 November 2026: first in EDT (05:30 UTC), then in EST.
    expect(zonedInstant('2026-11-01', 90, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant('2026-10-25', 90, 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('agrees with the zone clock on random instants, across the changes of daylight saving', () => {
    const changes = ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z', '2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'];
    const instant = fc.oneof(
      fc
        .integer({ min: 0, max: 3 * 24 * 60 })
        .chain((k) => fc.constantFrom(...changes).map((change) => Date.parse(change) + (k - 36 * 60) * MINUTE)),
      fc
        .integer({ min: Date.parse('2025-01-01T00:00:00Z') / MINUTE, max: Date.parse('2028-12-31T00:00:00Z') / MINUTE })
        .map((m) => m * MINUTE),
    );
    const zone = fc.constantFrom(
      'Asia/Riyadh',
      'Europe/London',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    );
    fc.assert(
      fc.property(instant, zone, (ms, timeZone) => {
        const clock = zonedClock(new Date(ms), timeZone);
        const back = zonedInstant(clock.date, clock.minute, timeZone).getTime();
        // The same clock reading; an earlier instant only when the clocks show it twice.
        expect(zonedClock(new Date(back), timeZone)).toEqual(clock);
        expect(back).toBeLessThanOrEqual(ms);
        if (back < ms) expect(ms - back).toBeLessThanOrEqual(60 * MINUTE);
      }),
      { numRuns: 500 },
    );
  });

  it('reads any date and minute back as that time, or as a time just after a gap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('2025-01-01')!, max: dayNumber('2028-12-31')! }),
        fc.integer({ min: 0, max: 2879 }),
        fc.constantFrom('Asia/Riyadh', 'Europe/London', 'America/New_York'),
        (day, minute, timeZone) => {
          const date = addDays('1970-01-01', day);
          const at = zonedInstant(date, minute, timeZone);
          const wanted = zonedInstant(date, 0, timeZone).getTime() + minute * MINUTE;
          const clock = zonedClock(at, timeZone);
          const shown = (dayNumber(clock.date)! - day) * 1440 + clock.minute;
          // Shown as asked, or an hour later when the clocks skipped that time.
          expect([minute, minute + 60]).toContain(shown);
          expect(Math.abs(at.getTime() - wanted)).toBeLessThanOrEqual(60 * MINUTE);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("the page's zone offsets (the browser's clock without Intl)", () => {
  const from = Date.UTC(2026, 0, 1);
  const to = Date.UTC(2028, 0, 1);
  afterEach(() => setPageZoneOffsets(undefined));

  it('reads the same clock as Intl on random instants of the span, daylight saving and half hours included', () => {
    const tables = Object.fromEntries(
      ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/St_Johns'].map((zone) => [
        zone,
        zoneOffsets(zone, from, to),
      ]),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: from / MINUTE, max: to / MINUTE - 1 }),
        fc.integer({ min: 0, max: 59_999 }),
        fc.constantFrom(...Object.keys(tables)),
        (minute, ms, zone) => {
          const instant = new Date(minute * MINUTE + ms);
          setPageZoneOffsets(null);
          const intl = zonedClock(instant, zone);
          // Through the attribute, as the browser reads it.
          setPageZoneOffsets(parseZoneOffsets(zoneOffsetsAttribute(tables[zone]!)));
          expect(zonedClock(instant, zone)).toEqual(intl);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('asks Intl for nothing inside the span, and for instants outside it or another zone', () => {
    setPageZoneOffsets(zoneOffsets('Europe/London', from, to));
    // The clock's Intl objects are made once and kept: it is their reading that would show.
    const made = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      expect(isTimeZone('Europe/London')).toBe(true);
      expect(zonedClock(new Date('2027-07-01T11:30:00Z'), 'Europe/London')).toEqual({
        date: '2027-07-01',
        time: '12:30',
        day: 4,
        minute: 750,
      });
      expect(zonedInstant('2027-07-01', 12 * 60, 'Europe/London').toISOString()).toBe('2027-07-01T11:00:00.000Z');
      expect(made).not.toHaveBeenCalled();
      expect(isTimeZone('Asia/Riyadh')).toBe(true);
      // After the span: Intl, and the same answer.
      expect(zonedClock(new Date('2029-07-01T11:30:00Z'), 'Europe/London').time).toBe('12:30');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('refuses an attribute that is not a list of offsets', () => {
    for (const text of [
      '',
      'Europe/London',
      'Europe/London 29459520 29459520 0',
      'Europe/London 29459520 30511200 zero',
      'Europe/London 29459520 30511200 0 29579100',
      'Europe/London 29459520 30511200 0 29579100:60 29579000:0',
      'Europe/London 29459520 30511200 0 40000000:60',
      '<script> 29459520 30511200 0',
    ])
      expect(parseZoneOffsets(text), text).toBeNull();
    expect(parseZoneOffsets('Europe/London 29459520 30511200 0 29579100:60')).toEqual({
      zone: 'Europe/London',
      from: 29459520 * MINUTE,
      to: 30511200 * MINUTE,
      offset: 0,
      changes: [[29579100 * MINUTE, 60]],
    });
  });
});
