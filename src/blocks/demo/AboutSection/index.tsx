import type { SectionProps } from '../../types';
import { AboutSection } from './AboutSection';

export default function AboutSectionBlock({ section }: SectionProps<'aboutSection'>) {
  return <AboutSection id={section.id} content={section.content} />;
}
