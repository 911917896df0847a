import type { SectionProps } from '../../types';
import { ServiceDetails } from './ServiceDetails';

export default function ServiceDetailsBlock({ section }: SectionProps<'serviceDetails'>) {
  return <ServiceDetails id={section.id} content={section.content} />;
}
