import type { SectionProps } from '../../types';
import { PopularDishesDemo } from './PopularDishesDemo';

export default function PopularDishesDemoBlock({ section }: SectionProps<'popularDishesDemo'>) {
  return <PopularDishesDemo id={section.id} content={section.content} />;
}
