import { dishHref } from '../../../site/paths';
import { Link } from '../../../router/links';
import { LiveHeading } from '../../../components/LiveHeading';
import { Picture } from '../../../components/Picture';
import { DEFAULT_DISH_IMAGE, SIZES } from '../../../components/imageSizes';
import type { BestSellersContent, DishCardModel } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';

export interface BestSellersViewProps {
  id: string;
  content: BestSellersContent;
  dishes: DishCardModel[];
}

/** Five dishes, 'Starts from' price in SAR; title to /menu, VIEW ALL MENU to /shop. */
export function BestSellers({ id, content, dishes }: BestSellersViewProps) {
  const { t, pick, language } = useLanguage();
  return (
    <section id={id} className="live-section live-section--tint" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <LiveHeading
          id={id}
          eyebrow={content.eyebrow}
          title={<Link to={content.titleHref}>{pick(content.title)}</Link>}
        />
        <ul className="live-grid" data-testid="best-sellers">
          {dishes.slice(0, 5).map((dish) => (
            <li key={dish.id}>
              <article className="live-card" data-testid="dish-card">
                <Link className="live-card__media" to={dishHref(dish.id)} tabIndex={-1} aria-hidden="true">
                  <Picture
                    image={dish.image}
                    fallback={DEFAULT_DISH_IMAGE}
                    alt=""
                    width={400}
                    height={300}
                    sizes={SIZES.liveGrid}
                  />
                </Link>
                <div className="live-card__body">
                  <h3 className="live-card__title">
                    <Link to={dishHref(dish.id)}>{pick(dish.name)}</Link>
                  </h3>
                  <p className="live-card__price" data-testid="dish-price">
                    <small>{t('price.startsFrom')}</small>
                    <bdi>{formatPrice(dish.price, language)}</bdi>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="live-center">
          <Link className="btn btn--primary" to={content.viewAllHref}>
            {t('bestSellers.viewAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}
