import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import placeholder from '../../content/placeholders/restaurant.json';
import type { HoursOverrideModel, OpeningHoursModel, RestaurantModel, ShiftModel } from '../generated/types';
import { openBadge, specialHoursNow, specialHoursRows } from './nowText';
import { contactHours } from './contactHours';
import {
  buildSchedule,
  checkSlot,
  hoursOn,
  isOpenAt,
  openIntervals,
  timeBounds,
  upcomingOverrides,
  weekdayOf,
} from './schedule';
import { setPageZoneOffsets, zonedClock, zoneOffsets } from './zone';

const shift = (opensAt: string, closesAt: string): ShiftModel => ({ opensAt, closesAt });
const HOURS: OpeningHoursModel[] = [
  { day: 'Monday', shifts: [shift('12:00', '23:00')], closed: false },
  { day: 'Friday', shifts: [shift('13:00', '16:00'), shift('18:00', '01:00')], closed: false },
  { day: 'Saturday', shifts: [shift('09:00', '16:00')], closed: false },
  { day: 'Sunday', shifts: [], closed: true },
];
const PRIVATE_EVENT = { en: 'Closed for a private event', ar: 'مغلق لمناسبة خاصة' };
const RAMADAN = { en: 'Ramadan hours', ar: 'مواعيد رمضان' };
const OVERRIDES: HoursOverrideModel[] = [
  { date: '2026-06-12', endDate: '2026-06-12', closed: true, shifts: [], note: PRIVATE_EVENT },
  { date: '2026-06-15', endDate: '2026-06-20', closed: false, shifts: [shift('20:00', '02:00')], note: RAMADAN },
];
// Wednesday 3 June 2026, 10:30 at the restaurant (Riyadh, UTC+3), whatever this machine's zone.
const NOW = new Date('2026-06-03T10:30:00+03:00');

describe('schedule rules', () => {
  it('knows the weekday of real dates only', () => {
    expect(weekdayOf('2026-06-07')).toBe('Sunday');
    expect(weekdayOf('2026-06-03')).toBe('Wednesday');
    expect(weekdayOf('2026-02-30')).toBeNull();
    expect(weekdayOf('7/6/2026')).toBeNull();
  });

  it("gives a date's open intervals in minutes, past midnight beyond 1440, and null when nothing is known", () => {
    const schedule = buildSchedule(HOURS, undefined, 'Asia/Riyadh', OVERRIDES);
    expect(openIntervals(schedule, '2026-06-05')).toEqual([
      { start: 13 * 60, end: 16 * 60 },
      { start: 18 * 60, end: 25 * 60 },
    ]);
    expect(openIntervals(schedule, '2026-06-07')).toEqual([]);
    expect(openIntervals(schedule, '2026-06-04')).toBeNull();
    expect(openIntervals(schedule, '2026-06-31')).toEqual([]);
    // Overrides: a closed Friday, and a range with its own hours on a weekday the week says nothing of.
    expect(openIntervals(schedule, '2026-06-12')).toEqual([]);
    expect(openIntervals(schedule, '2026-06-18')).toEqual([{ start: 20 * 60, end: 26 * 60 }]);
    expect(hoursOn(schedule, '2026-06-18')?.override?.note).toEqual(RAMADAN);
  });

  it('merges shifts that overlap or meet', () => {
    const schedule = buildSchedule([
      { day: 'Monday', shifts: [shift('18:00', '23:00'), shift('12:00', '18:00')], closed: false },
    ]);
    expect(openIntervals(schedule, '2026-06-08')).toEqual([{ start: 12 * 60, end: 23 * 60 }]);
  });

  it('is open in either shift, not in the break, and in the early hours after a shift past midnight', () => {
    const schedule = buildSchedule(HOURS);
    expect(isOpenAt(schedule, '2026-06-05', '15:59')).toBe(true);
    expect(isOpenAt(schedule, '2026-06-05', '16:00')).toBe(false);
    expect(isOpenAt(schedule, '2026-06-05', '23:30')).toBe(true);
    // 00:30 on Saturday is Friday night's; Friday says nothing of 00:30 on Friday.
    expect(isOpenAt(schedule, '2026-06-06', '00:30')).toBe(true);
    expect(isOpenAt(schedule, '2026-06-06', '01:00')).toBe(false);
    expect(isOpenAt(schedule, '2026-06-05', '00:30')).toBe(false);
    // Thursday has no hours at all: nothing is known.
    expect(isOpenAt(schedule, '2026-06-04', '12:00')).toBeNull();
    expect(isOpenAt(schedule, '2026-06-05', '25:00')).toBe(false);
  });

  it('refuses past dates and past times of today', () => {
    const schedule = buildSchedule([]);
    expect(zonedClock(NOW, schedule.timeZone).date).toBe('2026-06-03');
    expect(checkSlot('2026-06-02', '19:00', schedule, NOW)).toEqual({ code: 'pastDate' });
    expect(checkSlot('2026-06-03', '10:00', schedule, NOW)).toEqual({ code: 'pastTime' });
    expect(checkSlot('2026-06-03', '10:31', schedule, NOW)).toBeNull();
  });

  it("counts today and now on the restaurant's clock, not the visitor's", () => {
    // 22:30 UTC on 3 June is already 01:30 on 4 June in Riyadh, and still 3 June in London.
    const late = new Date('2026-06-03T22:30:00Z');
    expect(checkSlot('2026-06-03', '23:00', buildSchedule([]), late)).toEqual({ code: 'pastDate' });
    expect(checkSlot('2026-06-03', '23:45', buildSchedule([], undefined, 'Europe/London'), late)).toBeNull();
    expect(checkSlot('2026-06-04', '01:00', buildSchedule([]), late)).toEqual({ code: 'pastTime' });
  });

  it('refuses closed days and times outside the day’s shifts, naming them', () => {
    const schedule = buildSchedule(HOURS);
    expect(checkSlot('2026-06-07', '12:00', schedule, NOW)).toEqual({ code: 'closed', day: 'Sunday', special: null });
    expect(checkSlot('2026-06-08', '11:00', schedule, NOW)).toEqual({
      code: 'outsideHours',
      day: 'Monday',
      shifts: [shift('12:00', '23:00')],
      special: null,
    });
    expect(checkSlot('2026-06-05', '17:00', schedule, NOW)).toMatchObject({ code: 'outsideHours', day: 'Friday' });
    expect(checkSlot('2026-06-08', '12:00', schedule, NOW)).toBeNull();
    expect(checkSlot('2026-06-06', '00:30', schedule, NOW)).toBeNull();
  });

  it('refuses a booking on a closed date naming its note, and uses a range’s own hours', () => {
    const schedule = buildSchedule(HOURS, undefined, 'Asia/Riyadh', OVERRIDES);
    expect(checkSlot('2026-06-12', '19:00', schedule, NOW)).toEqual({
      code: 'closed',
      day: 'Friday',
      special: { date: '2026-06-12', note: PRIVATE_EVENT },
    });
    expect(checkSlot('2026-06-15', '13:00', schedule, NOW)).toEqual({
      code: 'outsideHours',
      day: 'Monday',
      shifts: [shift('20:00', '02:00')],
      special: { date: '2026-06-15', note: RAMADAN },
    });
    expect(checkSlot('2026-06-15', '21:00', schedule, NOW)).toBeNull();
    expect(checkSlot('2026-06-16', '01:30', schedule, NOW)).toBeNull();
  });

  it('uses the daily hours for weekdays without a row, and accepts any time when nothing is known', () => {
    const schedule = buildSchedule(HOURS, { opensAt: '10:00', closesAt: '22:00' });
    expect(checkSlot('2026-06-04', '09:00', schedule, NOW)).toMatchObject({ code: 'outsideHours', day: 'Thursday' });
    expect(checkSlot('2026-06-04', '09:00', buildSchedule(HOURS), NOW)).toBeNull();
    expect(checkSlot('2026-06-04', '25:00', buildSchedule(HOURS), NOW)).toEqual({ code: 'invalidTime' });
  });

  it('gives picker bounds only when nothing passes midnight into or out of the date', () => {
    const schedule = buildSchedule(HOURS);
    expect(timeBounds(schedule, '2026-06-08')).toEqual({ min: '12:00', max: '23:00' });
    expect(timeBounds(schedule, '2026-06-05')).toEqual({});
    // Saturday after Friday night.
    expect(timeBounds(schedule, '2026-06-06')).toEqual({});
    expect(timeBounds(schedule, '2026-06-07')).toEqual({});
  });

  it('lists the overrides not over yet on the restaurant’s date, soonest first', () => {
    const schedule = buildSchedule(HOURS, undefined, 'Asia/Riyadh', [...OVERRIDES].reverse());
    expect(upcomingOverrides(schedule, NOW).map((o) => o.date)).toEqual(['2026-06-12', '2026-06-15']);
    // 22:00 UTC on 12 June is 01:00 on 13 June in Riyadh: the private event is over.
    expect(upcomingOverrides(schedule, new Date('2026-06-12T22:00:00Z')).map((o) => o.date)).toEqual(['2026-06-15']);
    expect(upcomingOverrides(schedule, new Date('2026-06-20T12:00:00Z'))).toHaveLength(1);
    expect(upcomingOverrides(schedule, new Date('2026-06-21T12:00:00Z'))).toEqual([]);
  });

  it('never throws on any date or time string', () => {
    const schedule = buildSchedule(HOURS, { opensAt: '10:00', closesAt: '02:00' }, 'Asia/Riyadh', OVERRIDES);
    fc.assert(
      fc.property(fc.string(), fc.string(), (date, time) => {
        checkSlot(date, time, schedule, NOW);
        isOpenAt(schedule, date, time);
        openIntervals(schedule, date);
      }),
    );
  });
});

/** A restaurant with these opening_hours rows and daily times. */
const withHours = (
  hours: OpeningHoursModel[],
  daily: { opensAt: string | null; closesAt: string | null } = { opensAt: null, closesAt: null },
): RestaurantModel => ({ ...(placeholder as RestaurantModel), hours, ...daily });

describe('contact hours', () => {
  it('lists Sunday to Saturday with Closed days, 12-hour times and both shifts', () => {
    expect(contactHours(withHours(HOURS), 'en').map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Sunday: Closed',
      'Monday: 12:00 PM - 11:00 PM',
      'Friday: 1:00 PM - 4:00 PM, 6:00 PM - 1:00 AM',
      'Saturday: 9:00 AM - 4:00 PM',
    ]);
    expect(contactHours(withHours(HOURS), 'ar')[0]).toMatchObject({ label: 'الأحد', value: 'مغلق', closed: true });
    expect(contactHours(withHours(HOURS), 'ar')[2]!.value).toBe('1:00 م - 4:00 م، 6:00 م - 1:00 ص');
  });

  it('shows midnight as 12', () => {
    expect(
      contactHours(withHours([{ day: 'Monday', shifts: [shift('00:00', '12:30')], closed: false }]), 'en')[0]!.value,
    ).toBe('12:00 AM - 12:30 PM');
  });

  it("without rows shows the restaurant's daily times every day, and without those no hours at all", () => {
    expect(contactHours(withHours([], { opensAt: '12:00', closesAt: '23:30' }), 'en')).toEqual([
      { key: 'daily', label: 'Every day', value: '12:00 PM - 11:30 PM', closed: false },
    ]);
    expect(contactHours(withHours([], { opensAt: '12:00', closesAt: '23:30' }), 'ar')[0]!.label).toBe('كل يوم');
    expect(contactHours(withHours([]), 'en')).toEqual([]);
  });

  it('describes special dates: the date or range, Closed or the shifts, and the note', () => {
    const noteOnly = {
      date: '2026-07-01',
      endDate: '2026-07-01',
      closed: false,
      shifts: [],
      note: { en: 'Live oud', ar: '' },
    };
    const rows = specialHoursRows([...OVERRIDES, noteOnly], 'en');
    expect(rows.map(({ value, note, closed }) => ({ value, note, closed }))).toEqual([
      { value: 'Closed', note: 'Closed for a private event', closed: true },
      { value: '8:00 PM - 2:00 AM', note: 'Ramadan hours', closed: false },
      { value: 'Usual hours', note: 'Live oud', closed: false },
    ]);
    expect(rows[0]!.label).toMatch(/Friday,? 12 June 2026/);
    expect(rows[1]!.label).toMatch(/15.+20 June 2026/);
    const arabic = specialHoursRows(OVERRIDES, 'ar');
    expect(arabic[0]).toMatchObject({ value: 'مغلق', note: 'مغلق لمناسبة خاصة' });
    expect(arabic[0]!.label).toMatch(/الجمعة/);
    // A note missing in Arabic falls back to the English one.
    expect(specialHoursRows([noteOnly], 'ar')[0]!.note).toBe('Live oud');
  });
});

describe('the hours lines after load', () => {
  it('ask ICU for nothing when the page names its zone’s offsets', () => {
    // Each of these sets up ICU data on a page's first call: tens of milliseconds of its main thread.
    const icu = [
      vi.spyOn(String.prototype, 'localeCompare'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'Collator'),
      vi.spyOn(Intl, 'NumberFormat'),
    ];
    setPageZoneOffsets(
      zoneOffsets('Asia/Riyadh', Date.parse('2026-01-01T00:00:00Z'), Date.parse('2027-01-01T00:00:00Z')),
    );
    try {
      const restaurant: RestaurantModel = {
        ...withHours(HOURS),
        timeZone: 'Asia/Riyadh',
        overrides: [...OVERRIDES].reverse(),
      };
      // Monday 13:00 at the restaurant.
      const monday = new Date('2026-06-08T13:00:00+03:00');
      expect(openBadge(restaurant, monday, 'en').kind).toBe('open');
      expect(specialHoursNow(restaurant, monday, 'ar').map((row) => row.closed)).toEqual([true, false]);
      for (const spy of icu) expect(spy).not.toHaveBeenCalled();
    } finally {
      setPageZoneOffsets(undefined);
      for (const spy of icu) spy.mockRestore();
    }
  });
});
