import type { SectionProps } from '../../types';
import { ChefsGrid } from './ChefsGrid';

export default function ChefsGridBlock({ section }: SectionProps<'chefsGrid'>) {
  return <ChefsGrid id={section.id} content={section.content} layout={section.layout ?? 'grid'} />;
}
