import type { TestimonialsDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { TestimonialCard } from '../../../components/PersonCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { ScrollRow, type RowSettings } from '../../../components/carousel/ScrollRow';

export interface TestimonialsDemoViewProps {
  id: string;
  content: TestimonialsDemoContent;
}

/** Testimonials in a row the visitor scrolls: 2 wide, 1 below 1199px; breakpoints 575, 1199, 1399 (no script). */
export const TESTIMONIAL_SLIDER: RowSettings = {
  perView: 1,
  breakpoints: { 575: 1, 1199: 2, 1399: 2 },
};

export function TestimonialsDemo({ id, content }: TestimonialsDemoViewProps) {
  const { pick, t } = useLanguage();
  return (
    <section id={id} className="section section--tinted testimonials" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ScrollRow
          label={t('static.slider.label', { title: pick(content.heading.title) })}
          settings={TESTIMONIAL_SLIDER}
          slides={content.items.map((item, index) => ({ key: String(index), node: <TestimonialCard person={item} /> }))}
        />
      </div>
    </section>
  );
}
