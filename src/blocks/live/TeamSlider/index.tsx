import { teamQuery } from './data';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { TeamSlider } from './TeamSlider';

export default function TeamSliderBlock({ section }: SectionProps<'teamSlider'>) {
  const { members } = useSectionData(section, { members: teamQuery });
  return <TeamSlider id={section.id} content={section.content} members={members.data} />;
}
