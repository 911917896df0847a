import type { SectionProps } from '../../types';
import { ServiceCardsDemo } from './ServiceCardsDemo';

export default function ServiceCardsDemoBlock({ section }: SectionProps<'serviceCardsDemo'>) {
  return <ServiceCardsDemo id={section.id} content={section.content} />;
}
