/**
 * The clock as React state, for everything that speaks of hours in the browser: the header's
 * badge, the special dates of the footer and the contact page, the booking form, the cart's pickup times.
 * `useNow` is null until the page runs in a browser, so nothing worked out from the clock is
 * ever frozen into the published HTML.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * The time now, again every minute; null while rendering on the server and before the first effect.
 * What it changes is never urgent: each tick renders as a transition, in slices a tap can
 * interrupt (the first one comes while the page is still hydrating).
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setNow(new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
