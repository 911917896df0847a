import type { PopularDishesDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { DishCard } from '../../../components/DishCard';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import { SmartLink } from '../../../components/SmartLink';

export interface PopularDishesDemoViewProps {
  id: string;
  content: PopularDishesDemoContent;
}

/** Popular dishes as cards with their printed prices. */
export function PopularDishesDemo({ id, content }: PopularDishesDemoViewProps) {
  const { pick } = useLanguage();
  return (
    <section id={id} className="section section--tinted" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ul className="card-grid">
          {content.dishes.map((dish, index) => (
            <li key={index}>
              <DishCard dish={dish} />
            </li>
          ))}
        </ul>
        {content.button && (
          <p className="section-actions">
            <SmartLink href={content.button.href} className="btn btn--primary">
              {pick(content.button.label)} <Icon name="arrow" />
            </SmartLink>
          </p>
        )}
      </div>
    </section>
  );
}
