import type { SectionProps } from '../../types';
import { MenuDealsListDemo } from './MenuDealsListDemo';

const systemClock = () => Date.now();

export default function MenuDealsListDemoBlock({ section }: SectionProps<'menuDealsListDemo'>) {
  return <MenuDealsListDemo id={section.id} content={section.content} clock={systemClock} />;
}
