import type { SectionProps } from '../../types';
import { BannerSlider } from './BannerSlider';

export default function BannerSliderBlock({ section }: SectionProps<'bannerSlider'>) {
  return <BannerSlider id={section.id} content={section.content} />;
}
