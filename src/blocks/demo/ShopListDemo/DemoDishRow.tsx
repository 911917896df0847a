import { Link } from '../../../router/links';
import type { DemoDish } from '../../../generated/types';
import { Icon } from '../../../components/Icon';
import { formatDollars } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

/** One demo dish in list layout; its name and button lead to the live menu. */
export function DemoDishRow({ dish }: { dish: DemoDish }) {
  const { t, pick } = useLanguage();
  const name = pick(dish.name);
  return (
    <article className="demo-dish" data-testid="demo-dish">
      <Link to={dish.href} className="demo-dish__media" tabIndex={-1} aria-hidden="true">
        <Picture image={{ src: dish.image }} alt="" width={600} height={600} sizes={SIZES.column} />
      </Link>
      <div className="demo-dish__body">
        <span className="demo-dish__category">{pick(dish.category)}</span>
        <h3 className="demo-dish__name">
          <Link to={dish.href}>{name}</Link>
        </h3>
        <span className="demo-dish__stars" role="img" aria-label={t('shopList.rating', { count: dish.rating })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Icon key={n} name="star" className={n <= dish.rating ? 'is-on' : ''} />
          ))}
        </span>
        <p>{pick(dish.description)}</p>
        <div className="demo-dish__footer">
          <p className="demo-dish__price" dir="ltr">
            <span className="visually-hidden">{t('shopList.price')}: </span>
            <strong data-testid="demo-dish-price">{formatDollars(dish.price)}</strong>
            {dish.oldPrice && (
              <>
                {' '}
                <span className="visually-hidden">{t('shopList.oldPrice')}: </span>
                <del>{formatDollars(dish.oldPrice)}</del>
              </>
            )}
          </p>
          {/* The dish's name follows the visible words, so the name of the link starts with them (WCAG 2.5.3). */}
          <Link to={dish.href} className="btn btn--primary">
            <Icon name="cart" /> {t('shopList.order')}
            <span className="visually-hidden">{t('shopList.orderDish', { name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
