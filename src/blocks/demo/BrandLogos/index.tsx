import type { SectionProps } from '../../types';
import { BrandLogos } from './BrandLogos';

export default function BrandLogosBlock({ section }: SectionProps<'brandLogos'>) {
  return <BrandLogos id={section.id} content={section.content} />;
}
