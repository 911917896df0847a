import type { SectionProps } from '../../types';
import { WishlistMockup } from './WishlistMockup';

export default function WishlistMockupBlock({ section }: SectionProps<'wishlistMockup'>) {
  return <WishlistMockup id={section.id} content={section.content} />;
}
