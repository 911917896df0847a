import type { SectionProps } from '../../types';
import { GallerySlider } from './GallerySlider';

export default function GallerySliderBlock({ section }: SectionProps<'gallerySlider'>) {
  return <GallerySlider id={section.id} content={section.content} />;
}
