import type { SectionProps } from '../../types';
import { FeaturedCategorySliderDemo } from './FeaturedCategorySliderDemo';

export default function FeaturedCategorySliderDemoBlock({ section }: SectionProps<'featuredCategorySliderDemo'>) {
  return <FeaturedCategorySliderDemo id={section.id} content={section.content} />;
}
