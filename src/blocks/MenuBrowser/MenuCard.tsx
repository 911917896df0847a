import { Link } from '../../router/links';
import { Picture } from '../../components/Picture';
import { SIZES } from '../../components/imageSizes';
import type { MenuCardModel } from '../../generated/types';
import { formatPrice } from '../../i18n/format';
import { useLanguage } from '../../i18n/LanguageProvider';

export const DEFAULT_DISH_IMAGE = '/assets/img/defaults/dish.webp';

/** `list`: the list view, where the photo is a 120–240px column as tall as the text. */
export function MenuCard({ item, list = false }: { item: MenuCardModel; list?: boolean }) {
  const { t, pick, language } = useLanguage();
  const href = `/shop/shop-details/${encodeURIComponent(String(item.id))}`;
  const name = pick(item.name);
  const description = pick(item.description);
  return (
    <article className="menu-card" data-testid="menu-card">
      <Link to={href} className="menu-card__media" tabIndex={-1} aria-hidden="true">
        <Picture
          image={item.image}
          fallback={DEFAULT_DISH_IMAGE}
          alt=""
          width={480}
          height={360}
          sizes={list ? SIZES.menuList : SIZES.menuGrid}
        />
      </Link>
      <div className="menu-card__body">
        <h3 className="menu-card__title">
          <Link to={href}>{name}</Link>
        </h3>
        {description && <p className="menu-card__text">{description}</p>}
        <p className="menu-card__price">
          <span>{t('price.startsFrom')}</span> <strong>{formatPrice(item.price, language)}</strong>
        </p>
      </div>
    </article>
  );
}
