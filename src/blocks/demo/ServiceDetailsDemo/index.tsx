import type { SectionProps } from '../../types';
import { ServiceDetailsDemo } from './ServiceDetailsDemo';

export default function ServiceDetailsDemoBlock({ section }: SectionProps<'serviceDetailsDemo'>) {
  return <ServiceDetailsDemo id={section.id} content={section.content} />;
}
