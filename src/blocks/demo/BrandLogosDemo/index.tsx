import type { SectionProps } from '../../types';
import { BrandLogosDemo } from './BrandLogosDemo';

export default function BrandLogosDemoBlock({ section }: SectionProps<'brandLogosDemo'>) {
  return <BrandLogosDemo id={section.id} content={section.content} />;
}
