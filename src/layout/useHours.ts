/**
 * The clock and the schedule as React state, for everything that speaks of hours in the browser:
 * the header's badge, the special dates of the footer and the contact page, the booking form.
 * `useNow` is null until the page runs in a browser, so nothing worked out from the clock is
 * ever frozen into the published HTML.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RestaurantModel } from '../generated/types';
import { restaurantSchedule, type Schedule } from '../hours/schedule';

/** The time now, again every minute; null while rendering on the server and before the first effect. */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const update = () => setNow(new Date());
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The restaurant's schedule (src/hours/schedule.ts), built again only when its hours change. */
export function useSchedule(restaurant: RestaurantModel): Schedule {
  const { hours, opensAt, closesAt, timeZone, overrides } = restaurant;
  // Placeholders are new objects on every render: key the schedule on the content of the hours.
  const key = JSON.stringify([hours, opensAt, closesAt, timeZone, overrides]);
  return useMemo(
    () => restaurantSchedule({ hours, opensAt, closesAt, timeZone, overrides }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content of the hours (see above)
    [key],
  );
}
