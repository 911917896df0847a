import type { SectionProps } from '../../types';
import { CallToActionDemo } from './CallToActionDemo';

export default function CallToActionDemoBlock({ section }: SectionProps<'callToActionDemo'>) {
  return <CallToActionDemo id={section.id} content={section.content} />;
}
