import type { SectionProps } from '../../types';
import { OfferCardsDemo } from './OfferCardsDemo';

export default function OfferCardsDemoBlock({ section }: SectionProps<'offerCardsDemo'>) {
  return <OfferCardsDemo id={section.id} content={section.content} />;
}
