import type { SectionProps } from '../../types';
import { ChefDetailsDemo } from './ChefDetailsDemo';

export default function ChefDetailsDemoBlock({ section }: SectionProps<'chefDetailsDemo'>) {
  return <ChefDetailsDemo id={section.id} content={section.content} />;
}
