import { useState } from 'react';
import { Link } from '../../../router/links';
import type { BestSellingGridDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { DishCard } from '../../../components/DishCard';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from '../../../components/SectionHeading';
import './BestSellingGridDemo.css';

export interface BestSellingGridDemoViewProps {
  id: string;
  content: BestSellingGridDemoContent;
}

/** Best-selling dishes: a wishlist heart (a visual toggle only) and a basket link on each card. */
export function BestSellingGridDemo({ id, content }: BestSellingGridDemoViewProps) {
  const { pick, t } = useLanguage();
  const [saved, setSaved] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setSaved((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <section id={id} className="section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={id} heading={content.heading} />
        <ul className="card-grid best-selling">
          {content.dishes.map((dish, index) => {
            const name = pick(dish.name);
            return (
              <li key={index}>
                <DishCard
                  dish={dish}
                  actions={
                    <div className="best-selling__actions">
                      <button
                        type="button"
                        className={`icon-button best-selling__heart${saved.has(index) ? ' is-active' : ''}`}
                        aria-pressed={saved.has(index)}
                        aria-label={t('static.wishlist.add', { name })}
                        onClick={() => toggle(index)}
                      >
                        <Icon name="heart" />
                      </button>
                      <Link
                        to={content.basketHref}
                        className="icon-button"
                        aria-label={t('static.basket.add', { name })}
                      >
                        <Icon name="cart" />
                      </Link>
                    </div>
                  }
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
