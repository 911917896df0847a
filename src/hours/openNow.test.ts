import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHoursModel, Weekday } from '../generated/types';
import { isTimeZone, openState, zonedClock } from './openNow';
import { buildSchedule, WEEK_FROM_SUNDAY } from './schedule';

const hours = (rows: [Weekday, string | null, string | null][]): OpeningHoursModel[] =>
  rows.map(([day, opensAt, closesAt]) => ({ day, opensAt, closesAt, closed: !opensAt || !closesAt }));

// Noon to 23:30 every day, closed on Monday; Friday from 13:00 until 02:00 on Saturday.
const week = buildSchedule(
  hours([
    ['Sunday', '12:00', '23:30'],
    ['Monday', null, null],
    ['Tuesday', '12:00', '23:30'],
    ['Wednesday', '12:00', '23:30'],
    ['Thursday', '12:00', '23:30'],
    ['Friday', '13:00', '02:00'],
    ['Saturday', '12:00', '23:30'],
  ]),
);
/** 2026-11-23 was a Monday. A Riyadh wall-clock time (UTC+3, no DST) as an instant. */
const riyadh = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

describe('openState', () => {
  it('is open with the closing time, and closing soon in the last 30 minutes', () => {
    expect(openState(riyadh('2026-11-24', '13:00'), week, 'Asia/Riyadh')).toEqual({
      kind: 'open',
      closesAt: '23:30',
      closingSoon: false,
    });
    expect(openState(riyadh('2026-11-24', '23:05'), week, 'Asia/Riyadh')).toMatchObject({ closingSoon: true });
  });

  it('is closed on the closed Monday, and says when it opens next', () => {
    expect(openState(riyadh('2026-11-23', '14:00'), week, 'Asia/Riyadh')).toEqual({
      kind: 'closed',
      opens: { day: 'Tuesday', time: '12:00', today: false },
    });
    expect(openState(riyadh('2026-11-24', '09:00'), week, 'Asia/Riyadh')).toEqual({
      kind: 'closed',
      opens: { day: 'Tuesday', time: '12:00', today: true },
    });
  });

  it("counts the early hours of Saturday as Friday night's", () => {
    expect(openState(riyadh('2026-11-28', '01:15'), week, 'Asia/Riyadh')).toEqual({
      kind: 'open',
      closesAt: '02:00',
      closingSoon: false,
    });
    expect(openState(riyadh('2026-11-28', '02:00'), week, 'Asia/Riyadh')).toMatchObject({ kind: 'closed' });
  });

  it("uses the restaurant's clock, not the visitor's", () => {
    // 10:30 UTC is 13:30 in Riyadh (open) and 05:30 in New York.
    const instant = new Date('2026-11-24T10:30:00Z');
    expect(openState(instant, week, 'Asia/Riyadh').kind).toBe('open');
    expect(openState(instant, week, 'America/New_York').kind).toBe('closed');
  });

  it('follows daylight saving time in a zone that has it', () => {
    // 11:30 UTC is 12:30 in London in July (BST) and 11:30 in January (GMT).
    expect(zonedClock(new Date('2026-07-01T11:30:00Z'), 'Europe/London').minute).toBe(12 * 60 + 30);
    expect(zonedClock(new Date('2026-01-14T11:30:00Z'), 'Europe/London').minute).toBe(11 * 60 + 30);
    expect(openState(new Date('2026-07-01T11:30:00Z'), week, 'Europe/London').kind).toBe('open');
    expect(openState(new Date('2026-01-14T11:30:00Z'), week, 'Europe/London').kind).toBe('closed');
  });

  it('claims nothing on a day without hours in the CMS, and knows a real time zone from a made-up one', () => {
    expect(openState(riyadh('2026-11-24', '13:00'), buildSchedule([]), 'Asia/Riyadh')).toEqual({ kind: 'unknown' });
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('agrees with a minute-by-minute reference on random weeks with overnight hours', () => {
    const time = fc.integer({ min: 0, max: 1439 });
    const day = fc.option(fc.tuple(time, fc.integer({ min: 1, max: 1200 })), { nil: null });
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 7, maxLength: 7 }),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('Asia/Riyadh', 'Europe/London', 'America/New_York', 'Asia/Kolkata'),
        (shifts, instant, zone) => {
          // No shift may run into, or up to, the next day's opening (a real week has none).
          const clean = shifts.map((shift, i) => {
            const next = shifts[(i + 1) % 7];
            if (!shift) return null;
            const [start, length] = shift;
            const limit = 1440 - start + (next ? next[0] : 1440) - 1;
            return [start, Math.min(length, limit)] as const;
          });
          const pad = (m: number) =>
            `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const schedule = buildSchedule(
            clean.map((shift, i) => ({
              day: WEEK_FROM_SUNDAY[i]!,
              opensAt: shift ? pad(shift[0]) : null,
              closesAt: shift ? pad(shift[0] + shift[1]) : null,
              closed: !shift,
            })),
          );
          // The reference: every minute of the week, open or not.
          const minutes = 7 * 1440;
          const open = new Array<boolean>(minutes).fill(false);
          clean.forEach((shift, i) => {
            if (!shift || shift[1] % 1440 === 0) {
              if (shift) for (let k = 0; k < 1440; k += 1) open[(i * 1440 + shift[0] + k) % minutes] = true;
              return;
            }
            for (let k = 0; k < shift[1]; k += 1) open[(i * 1440 + shift[0] + k) % minutes] = true;
          });
          const clock = zonedClock(instant, zone);
          const now = clock.day * 1440 + clock.minute;
          const state = openState(instant, schedule, zone);
          const after = (want: boolean) => {
            for (let k = 1; k <= minutes; k += 1) if (open[(now + k) % minutes] === want) return k;
            return null;
          };
          if (open[now]) {
            const k = after(false);
            expect(state.kind).toBe('open');
            if (k !== null && state.kind === 'open') {
              expect(state.closesAt).toBe(pad((clock.minute + k) % 1440));
              expect(state.closingSoon).toBe(k <= 30);
            }
          } else {
            expect(state.kind).toBe('closed');
            const k = after(true);
            if (state.kind !== 'closed') return;
            if (k === null) expect(state.opens).toBeNull();
            else {
              const days = Math.floor((clock.minute + k) / 1440);
              expect(state.opens).toEqual({
                day: WEEK_FROM_SUNDAY[(clock.day + days) % 7],
                time: pad((clock.minute + k) % 1440),
                today: days === 0,
              });
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
