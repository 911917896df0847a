import { restaurantQuery } from '../../../data/queries/restaurant';
import { useSectionData } from '../../useSectionData';
import type { SectionProps } from '../../types';
import { PageBanner } from './PageBanner';

export default function PageBannerBlock({ section }: SectionProps<'pageBanner'>) {
  const data = useSectionData(section, { restaurant: restaurantQuery });
  return (
    <PageBanner id={section.id} content={section.content} background={data.restaurant?.data.bannerImage ?? null} />
  );
}
