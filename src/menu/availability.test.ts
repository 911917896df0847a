import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dishWindows, minuteOf, nextOpening, orderableAt } from './availability';

const breakfast = { from: '07:00', until: '11:30' };
const lateNight = { from: '22:00', until: '02:00' };
const at = (time: string) => minuteOf(time);

describe('ordering windows', () => {
  it('can be ordered from the first to the last minute of the window, both included', () => {
    expect(orderableAt([breakfast], at('06:59'))).toBe(false);
    expect(orderableAt([breakfast], at('07:00'))).toBe(true);
    expect(orderableAt([breakfast], at('11:30'))).toBe(true);
    expect(orderableAt([breakfast], at('11:31'))).toBe(false);
    expect(orderableAt([], at('03:00'))).toBe(true);
  });

  it('runs past midnight when the end comes before the start', () => {
    expect(orderableAt([lateNight], at('23:15'))).toBe(true);
    expect(orderableAt([lateNight], at('01:59'))).toBe(true);
    expect(orderableAt([lateNight], at('12:00'))).toBe(false);
  });

  it('says from when: later today, or tomorrow once today’s window has passed; the soonest of several', () => {
    expect(nextOpening([breakfast], at('05:00'))).toBe('07:00');
    expect(nextOpening([breakfast], at('14:00'))).toBe('07:00');
    expect(nextOpening([breakfast], at('09:00'))).toBeNull();
    expect(nextOpening([breakfast, lateNight], at('14:00'))).toBe('22:00');
    expect(nextOpening([breakfast, lateNight], at('03:00'))).toBe('07:00');
    expect(nextOpening([], at('03:00'))).toBeNull();
  });

  it('never says "from" for a minute the dish can be ordered at, and always does otherwise', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: time, until: time }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 1439 }),
        (windows, minute) => {
          const from = nextOpening(windows, minute);
          expect(from === null).toBe(orderableAt(windows, minute));
          if (from) expect(orderableAt(windows, minuteOf(from))).toBe(true);
        },
      ),
    );
  });

  it('gives a dish no window when one of its categories is all day, and each window once', () => {
    expect(dishWindows([breakfast, null])).toEqual([]);
    expect(dishWindows([])).toEqual([]);
    expect(dishWindows([breakfast, { ...breakfast }, lateNight])).toEqual([breakfast, lateNight]);
  });
});
