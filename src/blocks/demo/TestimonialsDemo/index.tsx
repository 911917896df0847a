import type { SectionProps } from '../../types';
import { TestimonialsDemo } from './TestimonialsDemo';

export default function TestimonialsDemoBlock({ section }: SectionProps<'testimonialsDemo'>) {
  return <TestimonialsDemo id={section.id} content={section.content} />;
}
