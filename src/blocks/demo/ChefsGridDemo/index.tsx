import type { SectionProps } from '../../types';
import { ChefsGridDemo } from './ChefsGridDemo';

export default function ChefsGridDemoBlock({ section }: SectionProps<'chefsGridDemo'>) {
  return <ChefsGridDemo id={section.id} content={section.content} layout={section.layout ?? 'grid'} />;
}
