/** The restaurant's schedule as React state, for the booking form (src/hours/schedule.ts). */
import { useMemo } from 'react';
import type { RestaurantModel } from '../generated/types';
import { restaurantSchedule, type Schedule } from './schedule';

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
