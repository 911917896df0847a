import type { SectionProps } from '../../types';
import { CountdownDemo } from './CountdownDemo';

const systemClock = () => Date.now();

export default function CountdownDemoBlock({ section }: SectionProps<'countdownDemo'>) {
  return <CountdownDemo id={section.id} content={section.content} clock={systemClock} />;
}
