import type { SectionProps } from '../../types';
import { GalleryGrid } from './GalleryGrid';

export default function GalleryGridBlock({ section }: SectionProps<'galleryGrid'>) {
  return <GalleryGrid id={section.id} content={section.content} />;
}
