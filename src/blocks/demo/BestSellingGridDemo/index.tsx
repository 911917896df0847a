import type { SectionProps } from '../../types';
import { BestSellingGridDemo } from './BestSellingGridDemo';

export default function BestSellingGridDemoBlock({ section }: SectionProps<'bestSellingGridDemo'>) {
  return <BestSellingGridDemo id={section.id} content={section.content} />;
}
