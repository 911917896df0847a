/** A static demo dish: image, name, short description and printed price. */
import type { ReactNode } from 'react';
import type { StaticDishModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import './demo-blocks.css';
import { Picture } from './Picture';
import { SIZES } from './imageSizes';

export function DishCard({
  dish,
  actions,
  headingLevel = 3,
}: {
  dish: StaticDishModel;
  actions?: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const { pick } = useLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="dish-card">
      <div className="dish-card__media">
        <Picture image={{ src: dish.image }} alt={pick(dish.name)} width={400} height={400} sizes={SIZES.card} />
      </div>
      <div className="dish-card__body">
        <Heading className="dish-card__name">{pick(dish.name)}</Heading>
        {dish.description && <p className="dish-card__text">{pick(dish.description)}</p>}
        <p className="dish-card__price">
          <bdi>{dish.price}</bdi>
        </p>
        {actions}
      </div>
    </article>
  );
}

/** A dish as a menu line: thumbnail, name with dotted leader, price, description below. */
export function DishLine({ dish }: { dish: StaticDishModel }) {
  const { pick } = useLanguage();
  return (
    <li className="dish-line">
      <Picture className="dish-line__img" image={{ src: dish.image }} alt="" width={80} height={80} sizes="80px" />
      <div className="dish-line__body">
        <p className="dish-line__head">
          <span className="dish-line__name">{pick(dish.name)}</span>
          <span className="dish-line__dots" aria-hidden="true" />
          <bdi className="dish-line__price">{dish.price}</bdi>
        </p>
        {dish.description && <p className="dish-line__text">{pick(dish.description)}</p>}
      </div>
    </li>
  );
}
