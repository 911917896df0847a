import type { SectionProps } from '../../types';
import { ExploreLinksDemo } from './ExploreLinksDemo';

export default function ExploreLinksDemoBlock({ section }: SectionProps<'exploreLinksDemo'>) {
  return <ExploreLinksDemo id={section.id} content={section.content} />;
}
