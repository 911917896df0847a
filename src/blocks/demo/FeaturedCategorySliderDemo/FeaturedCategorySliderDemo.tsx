import { Link } from '../../../router/links';
import type { FeaturedCategorySliderDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { SectionHeading } from '../../../components/SectionHeading';
import { ScrollRow, type RowSettings } from '../../../components/carousel/ScrollRow';
import './FeaturedCategorySliderDemo.css';
import { Picture } from '../../../components/Picture';

export interface FeaturedCategorySliderDemoViewProps {
  id: string;
  content: FeaturedCategorySliderDemoContent;
}

/** Categories in a row the visitor scrolls: 2, 3 from 576px, 4 from 992px, 5 from 1200px (no script). */
export const CATEGORY_SLIDER: RowSettings = {
  perView: 2,
  gap: 16,
  breakpoints: { 576: 3, 992: 4, 1200: 5 },
};

export function FeaturedCategorySliderDemo({ id, content }: FeaturedCategorySliderDemoViewProps) {
  const { pick, t } = useLanguage();
  return (
    <section id={id} className="section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ScrollRow
          label={t('static.slider.label', { title: pick(content.heading.title) })}
          settings={CATEGORY_SLIDER}
          slides={content.categories.map((category, index) => ({
            key: String(index),
            node: (
              <Link to={category.href} className="category-tile">
                <Picture image={{ src: category.image }} alt="" width={240} height={240} sizes="240px" />
                <span className="category-tile__name">{pick(category.name)}</span>
                <span className="category-tile__count">{pick(category.count)}</span>
              </Link>
            ),
          }))}
        />
      </div>
    </section>
  );
}
