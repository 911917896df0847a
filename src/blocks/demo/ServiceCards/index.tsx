import type { SectionProps } from '../../types';
import { ServiceCards } from './ServiceCards';

export default function ServiceCardsBlock({ section }: SectionProps<'serviceCards'>) {
  return <ServiceCards id={section.id} content={section.content} />;
}
