import type { SectionProps } from '../../types';
import { TestimonialCards } from './TestimonialCards';

export default function TestimonialCardsBlock({ section }: SectionProps<'testimonialCards'>) {
  return <TestimonialCards id={section.id} content={section.content} />;
}
