import { servicesQuery } from './data';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { ServicesOffered } from './ServicesOffered';

export default function ServicesOfferedBlock({ section }: SectionProps<'servicesOffered'>) {
  const { services } = useSectionData(section, { services: servicesQuery });
  return <ServicesOffered id={section.id} content={section.content} services={services.data} />;
}
