import type { SectionProps } from '../../types';
import { CallToAction } from './CallToAction';

export default function CallToActionBlock({ section }: SectionProps<'callToAction'>) {
  return <CallToAction id={section.id} content={section.content} />;
}
