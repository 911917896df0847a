/**
 * Category ordering windows (menu_categories available_from / available_until), read in the
 * restaurant's time zone: breakfast 07:00–11:30 can be ordered from 07:00 to 11:30 included; a
 * window that ends before it starts (22:00–02:00) runs past midnight. A dish can be ordered when
 * one of its categories is open now; a dish with an all-day category (no windows) always can.
 * Worked out in the browser with the restaurant's clock (src/hours/zone.ts), never at publish time.
 */
import type { AvailabilityWindow } from '../generated/types';

/** "HH:MM" -> minutes since midnight. */
export function minuteOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function contains(window: AvailabilityWindow, minute: number): boolean {
  const from = minuteOf(window.from);
  const until = minuteOf(window.until);
  return from <= until ? minute >= from && minute <= until : minute >= from || minute <= until;
}

/** Can a dish with these windows be ordered at this minute of the restaurant's day? */
export function orderableAt(windows: readonly AvailabilityWindow[], minute: number): boolean {
  return windows.length === 0 || windows.some((window) => contains(window, minute));
}

/**
 * When the dish can next be ordered ("07:00"), or null when it can be now (or has no window):
 * the start of the window that opens soonest after this minute, later today or tomorrow.
 */
export function nextOpening(windows: readonly AvailabilityWindow[], minute: number): string | null {
  if (orderableAt(windows, minute)) return null;
  const wait = (window: AvailabilityWindow) => (minuteOf(window.from) - minute + 1440) % 1440;
  return [...windows].sort((a, b) => wait(a) - wait(b))[0]?.from ?? null;
}

/** Windows of a dish's categories: none at all when one category is all day. */
export function dishWindows(categories: readonly (AvailabilityWindow | null)[]): AvailabilityWindow[] {
  const windows = categories.flatMap((window) => (window ? [window] : []));
  if (windows.length === 0 || windows.length < categories.length) return [];
  const keys = windows.map((window) => `${window.from}-${window.until}`);
  return windows.filter((_, index) => keys.indexOf(keys[index]!) === index);
}
