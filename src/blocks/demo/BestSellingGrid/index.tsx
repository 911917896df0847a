import type { SectionProps } from '../../types';
import { BestSellingGrid } from './BestSellingGrid';

export default function BestSellingGridBlock({ section }: SectionProps<'bestSellingGrid'>) {
  return <BestSellingGrid id={section.id} content={section.content} />;
}
