import type { SectionProps } from '../../types';
import { MenuDealsList } from './MenuDealsList';

const systemClock = () => Date.now();

export default function MenuDealsListBlock({ section }: SectionProps<'menuDealsList'>) {
  return <MenuDealsList id={section.id} content={section.content} clock={systemClock} />;
}
