import { restaurantQuery } from '../../../data/queries/restaurant';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { ContactDetails } from './ContactDetails';

export default function ContactDetailsBlock({ section }: SectionProps<'contactDetails'>) {
  const { restaurant } = useSectionData(section, { restaurant: restaurantQuery });
  return (
    <ContactDetails
      id={section.id}
      content={section.content}
      restaurant={restaurant.data}
      loading={restaurant.status === 'loading'}
    />
  );
}
