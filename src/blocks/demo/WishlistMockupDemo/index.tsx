import type { SectionProps } from '../../types';
import { WishlistMockupDemo } from './WishlistMockupDemo';

export default function WishlistMockupDemoBlock({ section }: SectionProps<'wishlistMockupDemo'>) {
  return <WishlistMockupDemo id={section.id} content={section.content} />;
}
