import type { ChefsGridDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { ChefCard } from '../../../components/PersonCard';
import { SectionHeading } from '../../../components/SectionHeading';
import { ScrollRow, type RowSettings } from '../../../components/carousel/ScrollRow';

export interface ChefsGridDemoViewProps {
  id: string;
  content: ChefsGridDemoContent;
  layout: 'grid' | 'slider';
}

/** The chefs in a row the visitor scrolls: 3 shown, 2 below 1200px, 1 below 768px (no script). */
export const CHEFS_SLIDER: RowSettings = {
  perView: 1,
  breakpoints: { 768: 2, 1200: 3 },
};

/** The chefs as a grid of cards or as a slider. */
export function ChefsGridDemo({ id, content, layout }: ChefsGridDemoViewProps) {
  const { pick, t } = useLanguage();
  return (
    <section id={id} className="section chefs" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        {layout === 'slider' ? (
          <ScrollRow
            label={t('static.slider.label', { title: pick(content.heading.title) })}
            settings={CHEFS_SLIDER}
            slides={content.chefs.map((chef, index) => ({ key: String(index), node: <ChefCard person={chef} /> }))}
          />
        ) : (
          <ul className="card-grid">
            {content.chefs.map((chef, index) => (
              <li key={index}>
                <ChefCard person={chef} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
