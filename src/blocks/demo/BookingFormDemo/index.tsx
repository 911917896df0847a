import type { SectionProps } from '../../types';
import { BookingFormDemo } from './BookingFormDemo';

export default function BookingFormDemoBlock({ section }: SectionProps<'bookingFormDemo'>) {
  return <BookingFormDemo id={section.id} content={section.content} />;
}
