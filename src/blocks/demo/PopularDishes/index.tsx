import type { SectionProps } from '../../types';
import { PopularDishes } from './PopularDishes';

export default function PopularDishesBlock({ section }: SectionProps<'popularDishes'>) {
  return <PopularDishes id={section.id} content={section.content} />;
}
