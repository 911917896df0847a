import type { SectionProps } from '../../types';
import { TabbedMenuDemo } from './TabbedMenuDemo';

export default function TabbedMenuDemoBlock({ section }: SectionProps<'tabbedMenuDemo'>) {
  return <TabbedMenuDemo id={section.id} content={section.content} />;
}
