import type { SectionProps } from '../../types';
import { AboutSectionDemo } from './AboutSectionDemo';

export default function AboutSectionDemoBlock({ section }: SectionProps<'aboutSectionDemo'>) {
  return <AboutSectionDemo id={section.id} content={section.content} />;
}
