import type { SectionProps } from '../../types';
import { ExploreLinks } from './ExploreLinks';

export default function ExploreLinksBlock({ section }: SectionProps<'exploreLinks'>) {
  return <ExploreLinks id={section.id} content={section.content} />;
}
