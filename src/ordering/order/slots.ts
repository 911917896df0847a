/**
 * When an order can be ready: "as soon as possible" while the restaurant is open, or a time
 * slot inside its opening hours, every 15 minutes, from now plus the kitchen's lead time,
 * today and the next days. All in the restaurant's time zone, whatever the visitor's clock
 * says. Pure: an instant, the week's rules and the lead time in, slots out.
 */
import { openIntervals, type Schedule } from '../../hours/schedule';
import { addDays, zonedClock } from '../../hours/zone';

/** A time at the restaurant: its date ("YYYY-MM-DD") and time ("HH:MM"). */
export interface Slot {
  date: string;
  time: string;
}

export const SLOT_MINUTES = 15;
/** Today and the two days after it. */
export const SLOT_DAYS = 3;

const toTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const roundUp = (minute: number) => Math.ceil(minute / SLOT_MINUTES) * SLOT_MINUTES;

/** "2026-11-30T19:15", the value a slot has in a form and in storage. */
export function slotValue(slot: Slot): string {
  return `${slot.date}T${slot.time}`;
}

export function parseSlotValue(value: string): Slot | null {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? { date: match[1]!, time: `${match[2]}:${match[3]}` } : null;
}

/**
 * Every slot from now plus `leadMinutes` on: inside an opening (shifts past midnight included),
 * at least `leadMinutes` after it opens (the kitchen needs them), before it closes.
 */
export function orderSlots(now: Date, schedule: Schedule, leadMinutes: number, days = SLOT_DAYS): Slot[] {
  const today = zonedClock(now, schedule.timeZone);
  const earliest = today.minute + leadMinutes;
  const minutes = new Set<number>();
  // Yesterday's opening may run past midnight into today.
  for (let day = -1; day < days; day += 1) {
    const offset = day * 1440;
    for (const { start, end } of openIntervals(schedule, addDays(today.date, day)) ?? []) {
      for (let t = roundUp(start + leadMinutes); t < end; t += SLOT_MINUTES) {
        const minute = offset + t;
        if (minute >= earliest && minute < days * 1440) minutes.add(minute);
      }
    }
  }
  return [...minutes]
    .sort((a, b) => a - b)
    .map((minute) => ({ date: addDays(today.date, Math.floor(minute / 1440)), time: toTime(minute % 1440) }));
}

/**
 * Open now, with time left for the kitchen before closing: "as soon as possible" can be offered.
 * Without any hours in the CMS for today nothing is known against it, so it can.
 */
export function canOrderNow(now: Date, schedule: Schedule, leadMinutes: number): boolean {
  const today = zonedClock(now, schedule.timeZone);
  if (openIntervals(schedule, today.date) === null) return true;
  for (const day of [-1, 0]) {
    for (const { start, end } of openIntervals(schedule, addDays(today.date, day)) ?? []) {
      const minute = today.minute - day * 1440;
      if (minute >= start && minute + leadMinutes < end) return true;
    }
  }
  return false;
}

/** Whether a slot is still one of the slots offered at `now` (a form left open for an hour). */
export function isSlotOffered(slot: Slot, now: Date, schedule: Schedule, leadMinutes: number): boolean {
  const value = slotValue(slot);
  return orderSlots(now, schedule, leadMinutes).some((offered) => slotValue(offered) === value);
}
