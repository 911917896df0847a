/**
 * The minute of the restaurant's day, for the categories' ordering windows (./availability.ts).
 * Worked out in the browser when the page loads and again every 30 seconds, in the restaurant's
 * time zone, like the header's open badge: null while prerendering, so the published HTML never
 * freezes "Available from 07:00" at the time of the publish.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import { zonedClock } from '../hours/zone';

export function useOrderingMinute(): number | null {
  const { timeZone } = useQuery(restaurantQuery, {}).data;
  const [minute, setMinute] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setMinute(zonedClock(new Date(), timeZone).minute);
    update();
    const timer = window.setInterval(update, 30_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return minute;
}
