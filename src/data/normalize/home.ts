/**
 * Raw home-page records (hero_slides, menu_services, menu_items, offer_items, team, reviews)
 * -> the models blocks render, one module per read (each read's module imports its own, so a
 * page loads only the normalisers of the sections it shows). Any JSON in any field gives a
 * valid model; records without a usable id are dropped.
 */
export * from './heroSlides';
export * from './services';
export * from './dishCards';
export * from './offers';
export * from './team';
export * from './reviews';
