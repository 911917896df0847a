import type { SectionProps } from '../../types';
import { BannerSliderDemo } from './BannerSliderDemo';

export default function BannerSliderDemoBlock({ section }: SectionProps<'bannerSliderDemo'>) {
  return <BannerSliderDemo id={section.id} content={section.content} />;
}
