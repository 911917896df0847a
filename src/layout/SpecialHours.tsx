import type { RestaurantModel } from '../generated/types';
import './SpecialHours.css';

/**
 * Where the special dates not over yet on the restaurant's clock go (holidays, Ramadan hours, a
 * private event), soonest first, with their hours and notes. They are listed in the browser after
 * load (./behaviour/hoursNow.ts), so a published page never shows a date that has passed since:
 * the page's HTML holds this empty place, filled when there are any, left hidden when none.
 */
export function SpecialHours({
  restaurant,
  listClassName,
  testId,
}: {
  restaurant: RestaurantModel;
  /** The list style of the table it follows. */
  listClassName: string;
  testId: string;
}) {
  // Only a restaurant with special dates leaves a place for them.
  if (restaurant.overrides.length === 0) return null;
  return <div className="special-hours" data-special-hours={testId} data-list-class={listClassName} hidden />;
}
