import type { SectionProps } from '../../types';
import { BookingForm } from './BookingForm';

export default function BookingFormBlock({ section }: SectionProps<'bookingForm'>) {
  return <BookingForm id={section.id} content={section.content} />;
}
