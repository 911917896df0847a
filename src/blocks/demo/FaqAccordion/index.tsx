import type { SectionProps } from '../../types';
import { FaqAccordion } from './FaqAccordion';

export default function FaqAccordionBlock({ section }: SectionProps<'faqAccordion'>) {
  return <FaqAccordion id={section.id} content={section.content} />;
}
