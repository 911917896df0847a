import type { SectionProps } from '../../types';
import { OfferCards } from './OfferCards';

export default function OfferCardsBlock({ section }: SectionProps<'offerCards'>) {
  return <OfferCards id={section.id} content={section.content} />;
}
