import type { SectionProps } from '../../types';
import { FaqAccordionDemo } from './FaqAccordionDemo';

export default function FaqAccordionDemoBlock({ section }: SectionProps<'faqAccordionDemo'>) {
  return <FaqAccordionDemo id={section.id} content={section.content} />;
}
