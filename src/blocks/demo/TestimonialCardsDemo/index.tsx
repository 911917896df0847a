import type { SectionProps } from '../../types';
import { TestimonialCardsDemo } from './TestimonialCardsDemo';

export default function TestimonialCardsDemoBlock({ section }: SectionProps<'testimonialCardsDemo'>) {
  return <TestimonialCardsDemo id={section.id} content={section.content} />;
}
