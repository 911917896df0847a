import type { SectionProps } from '../../types';
import { Testimonials } from './Testimonials';

export default function TestimonialsBlock({ section }: SectionProps<'testimonials'>) {
  return <Testimonials id={section.id} content={section.content} />;
}
