/** The restaurant shown before its data exists, or when the read failed: the project's own placeholder. */
import type { RestaurantModel } from '../generated/types';
import placeholder from '../../content/placeholders/restaurant.json';

export const PLACEHOLDER_RESTAURANT = placeholder as RestaurantModel;
