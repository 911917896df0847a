import { bestSellersQuery } from './data';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { BestSellers } from './BestSellers';

export default function BestSellersBlock({ section }: SectionProps<'bestSellers'>) {
  const { dishes } = useSectionData(section, { dishes: bestSellersQuery });
  return <BestSellers id={section.id} content={section.content} dishes={dishes.data} />;
}
