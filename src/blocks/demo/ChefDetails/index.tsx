import type { SectionProps } from '../../types';
import { ChefDetails } from './ChefDetails';

export default function ChefDetailsBlock({ section }: SectionProps<'chefDetails'>) {
  return <ChefDetails id={section.id} content={section.content} />;
}
