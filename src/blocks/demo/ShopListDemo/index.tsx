import type { SectionProps } from '../../types';
import { ShopListDemo } from './ShopListDemo';

export default function ShopListDemoBlock({ section }: SectionProps<'shopListDemo'>) {
  return <ShopListDemo id={section.id} content={section.content} variant={section.variant ?? 'sidebar-left'} />;
}
