import type { SectionProps } from '../../types';
import { Countdown } from './Countdown';

const systemClock = () => Date.now();

export default function CountdownBlock({ section }: SectionProps<'countdown'>) {
  return <Countdown id={section.id} content={section.content} clock={systemClock} />;
}
