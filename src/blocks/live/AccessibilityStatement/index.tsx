import { restaurantQuery } from '../../../data/queries/restaurant';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { AccessibilityStatement } from './AccessibilityStatement';

export default function AccessibilityStatementBlock({ section }: SectionProps<'accessibilityStatement'>) {
  const { restaurant } = useSectionData(section, { restaurant: restaurantQuery });
  return (
    <AccessibilityStatement
      id={section.id}
      content={section.content}
      restaurant={restaurant.data}
      loading={restaurant.status === 'loading'}
    />
  );
}
