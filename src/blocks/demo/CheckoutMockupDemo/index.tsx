import type { SectionProps } from '../../types';
import { CheckoutMockupDemo } from './CheckoutMockupDemo';

export default function CheckoutMockupDemoBlock({ section }: SectionProps<'checkoutMockupDemo'>) {
  return <CheckoutMockupDemo id={section.id} content={section.content} />;
}
