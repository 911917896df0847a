import type { SectionProps } from '../../types';
import { TabbedMenu } from './TabbedMenu';

export default function TabbedMenuBlock({ section }: SectionProps<'tabbedMenu'>) {
  return <TabbedMenu id={section.id} content={section.content} />;
}
