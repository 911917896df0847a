import type { SectionProps } from '../../types';
import { GallerySliderDemo } from './GallerySliderDemo';

export default function GallerySliderDemoBlock({ section }: SectionProps<'gallerySliderDemo'>) {
  return <GallerySliderDemo id={section.id} content={section.content} />;
}
