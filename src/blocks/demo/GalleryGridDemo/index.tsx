import type { SectionProps } from '../../types';
import { GalleryGridDemo } from './GalleryGridDemo';

export default function GalleryGridDemoBlock({ section }: SectionProps<'galleryGridDemo'>) {
  return <GalleryGridDemo id={section.id} content={section.content} />;
}
