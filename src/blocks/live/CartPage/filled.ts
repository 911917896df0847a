/**
 * What only a cart holding dishes shows: its lines, the order form and the review of changed
 * prices. An empty cart (and every cart's first view: the published page shows it empty) runs
 * none of it, so it loads apart (./filledParts.ts).
 */
export { CartLineItem } from './CartLineItem';
export { OrderForm } from './OrderForm';
export { CartReview } from './CartReview';
