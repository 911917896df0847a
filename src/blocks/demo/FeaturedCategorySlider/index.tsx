import type { SectionProps } from '../../types';
import { FeaturedCategorySlider } from './FeaturedCategorySlider';

export default function FeaturedCategorySliderBlock({ section }: SectionProps<'featuredCategorySlider'>) {
  return <FeaturedCategorySlider id={section.id} content={section.content} />;
}
