import { describe, expect, it } from 'vitest';
import placeholder from '../../content/placeholders/restaurant.json';
import type { OpeningHoursModel, RestaurantModel } from '../generated/types';
import { contactHours } from './contactHours';
import { buildSchedule, checkSlot, timeBounds, weekdayOf, withinHours } from './schedule';
import { zonedClock } from './zone';

const HOURS: OpeningHoursModel[] = [
  { day: 'Monday', opensAt: '12:00', closesAt: '23:00', closed: false },
  { day: 'Friday', opensAt: '13:00', closesAt: '01:00', closed: false },
  { day: 'Saturday', opensAt: '09:00', closesAt: '16:00', closed: false },
  { day: 'Sunday', opensAt: null, closesAt: null, closed: true },
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

  it('handles hours that pass midnight', () => {
    expect(withinHours('23:30', '13:00', '01:00')).toBe(true);
    expect(withinHours('00:30', '13:00', '01:00')).toBe(true);
    expect(withinHours('01:00', '13:00', '01:00')).toBe(false);
    expect(withinHours('12:59', '13:00', '01:00')).toBe(false);
    expect(withinHours('22:59', '12:00', '23:00')).toBe(true);
    expect(withinHours('23:00', '12:00', '23:00')).toBe(false);
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

  it('refuses closed days and times outside the day’s hours, naming them', () => {
    const schedule = buildSchedule(HOURS);
    expect(checkSlot('2026-06-07', '12:00', schedule, NOW)).toEqual({ code: 'closed', day: 'Sunday' });
    expect(checkSlot('2026-06-08', '11:00', schedule, NOW)).toEqual({
      code: 'outsideHours',
      day: 'Monday',
      opensAt: '12:00',
      closesAt: '23:00',
    });
    expect(checkSlot('2026-06-08', '12:00', schedule, NOW)).toBeNull();
    expect(checkSlot('2026-06-05', '00:30', schedule, NOW)).toBeNull();
  });

  it('uses the daily hours for weekdays without a row, and accepts any time when nothing is known', () => {
    const schedule = buildSchedule(HOURS, { opensAt: '10:00', closesAt: '22:00' });
    expect(checkSlot('2026-06-04', '09:00', schedule, NOW)).toMatchObject({ code: 'outsideHours', day: 'Thursday' });
    expect(checkSlot('2026-06-04', '09:00', buildSchedule(HOURS), NOW)).toBeNull();
    expect(checkSlot('2026-06-04', '25:00', buildSchedule(HOURS), NOW)).toEqual({ code: 'invalidTime' });
  });

  it('gives picker bounds only for hours within one day', () => {
    const schedule = buildSchedule(HOURS);
    expect(timeBounds(schedule.days.Monday)).toEqual({ min: '12:00', max: '23:00' });
    expect(timeBounds(schedule.days.Friday)).toEqual({});
    expect(timeBounds(schedule.days.Sunday)).toEqual({});
  });
});

/** A restaurant with these opening_hours rows and daily times. */
const withHours = (
  hours: OpeningHoursModel[],
  daily: { opensAt: string | null; closesAt: string | null } = { opensAt: null, closesAt: null },
): RestaurantModel => ({ ...(placeholder as RestaurantModel), hours, ...daily });

describe('contact hours', () => {
  it('lists Sunday to Saturday with Closed days and 12-hour times', () => {
    expect(contactHours(withHours(HOURS), 'en').map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Sunday: Closed',
      'Monday: 12:00 PM - 11:00 PM',
      'Friday: 1:00 PM - 1:00 AM',
      'Saturday: 9:00 AM - 4:00 PM',
    ]);
    expect(contactHours(withHours(HOURS), 'ar')[0]).toMatchObject({ label: 'الأحد', value: 'مغلق', closed: true });
    expect(contactHours(withHours(HOURS), 'ar')[1]!.value).toBe('12:00 م - 11:00 م');
  });

  it('shows midnight as 12', () => {
    expect(
      contactHours(withHours([{ day: 'Monday', opensAt: '00:00', closesAt: '12:30', closed: false }]), 'en')[0]!.value,
    ).toBe('12:00 AM - 12:30 PM');
  });

  it("without rows shows the restaurant's daily times every day, and without those no hours at all", () => {
    expect(contactHours(withHours([], { opensAt: '12:00', closesAt: '23:30' }), 'en')).toEqual([
      { key: 'daily', label: 'Every day', value: '12:00 PM - 11:30 PM', closed: false },
    ]);
    expect(contactHours(withHours([], { opensAt: '12:00', closesAt: '23:30' }), 'ar')[0]!.label).toBe('كل يوم');
    expect(contactHours(withHours([]), 'en')).toEqual([]);
  });
});
