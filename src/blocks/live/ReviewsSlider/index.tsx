import { reviewsQuery } from './data';
import { restaurantQuery } from '../../../data/queries/restaurant';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { ReviewsSlider } from './ReviewsSlider';

export default function ReviewsSliderBlock({ section }: SectionProps<'reviewsSlider'>) {
  const { reviews, restaurant } = useSectionData(section, { reviews: reviewsQuery, restaurant: restaurantQuery });
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
