import { offersQuery } from './data';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { SpecialOffers } from './SpecialOffers';

export default function SpecialOffersBlock({ section }: SectionProps<'specialOffers'>) {
  const { offers } = useSectionData(section, { offers: offersQuery });
  return <SpecialOffers id={section.id} content={section.content} offers={offers.data} />;
}
