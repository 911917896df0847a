import type { SectionProps } from '../../types';
import { CheckoutMockup } from './CheckoutMockup';

export default function CheckoutMockupBlock({ section }: SectionProps<'checkoutMockup'>) {
  return <CheckoutMockup id={section.id} content={section.content} />;
}
