import { useSectionData } from '../../data/useSectionData';
import type { SectionProps } from '../types';
import { ReviewsSlider } from './ReviewsSlider';

export default function ReviewsSliderBlock({ section }: SectionProps<'reviewsSlider'>) {
  const { reviews, restaurant } = useSectionData(section);
  return (
    <ReviewsSlider
      id={section.id}
      content={section.content}
      status={reviews.status}
      reviews={reviews.data}
      googleMapsUrl={restaurant.data.googleMapsUrl}
    />
  );
}
