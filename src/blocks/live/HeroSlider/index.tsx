import { heroSlidesQuery } from './data';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { HeroSlider } from './HeroSlider';

export default function HeroSliderBlock({ section }: SectionProps<'heroSlider'>) {
  const { slides } = useSectionData(section, { slides: heroSlidesQuery });
  return <HeroSlider id={section.id} content={section.content} slides={slides.data} />;
}
