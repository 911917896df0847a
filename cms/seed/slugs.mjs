// Slugs of the seeded restaurants: the site's default restaurant and a second one that
// exists so tests can prove the site never mixes two restaurants' data.
export const DEFAULT_SLUG = 'saffron-house';
export const SECOND_SLUG = 'cedar-grill';
