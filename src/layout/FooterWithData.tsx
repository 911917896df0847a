/**
 * The footer with its restaurant read, loaded by ./FooterSlot.tsx. The read is made inside the
 * slot so that a footer hydrating late renders first from the data its HTML was made from.
 */
import { useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import type { Layout } from '../generated/types';
import { Footer } from './Footer';

export default function FooterWithData({ variant }: { variant: Layout['footer'] }) {
  return <Footer restaurant={useQuery(restaurantQuery, {})} variant={variant} />;
}
