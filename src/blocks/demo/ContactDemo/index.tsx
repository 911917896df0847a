import type { SectionProps } from '../../types';
import { ContactDemo } from './ContactDemo';

export default function ContactDemoBlock({ section }: SectionProps<'contactDemo'>) {
  return <ContactDemo id={section.id} content={section.content} />;
}
