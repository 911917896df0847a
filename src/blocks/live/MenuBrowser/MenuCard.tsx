import { memo } from 'react';
import { dishHref } from '../../../site/paths';
import { Link } from '../../../router/links';
import { DietBadges } from '../../../components/DietBadges';
import { Icon } from '../../../components/Icon';
import { Picture } from '../../../components/Picture';
import { DEFAULT_DISH_IMAGE, SIZES } from '../../../components/imageSizes';
import type { MenuCardModel } from '../../../generated/types';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';

export interface MenuCardProps {
  item: MenuCardModel;
  /** The list view, where the photo is a 120–240px column as tall as the text. */
  list?: boolean;
  /**
   * When the dish can be ordered from, outside its category's ordering window ("07:00"); null
   * when it can be ordered now, and until the page runs in a browser (../../../menu/availability.ts).
   */
  opensAt: string | null;
  /** Adds a dish that needs no choice to the cart in one tap. */
  onQuickAdd: (item: MenuCardModel) => void;
}

/**
 * A dish of the menu: a card on wider screens, a compact row below 640px (72px photo, name, one
 * line of description, dietary facts, price and a quick "+"). A sold-out dish stays listed, greyed
 * and marked; a dish outside its category's ordering window says from when it can be ordered.
 * Memoised: the clock's minute or a dish added re-renders only the cards whose text changes.
 */
export const MenuCard = memo(function MenuCard({ item, list = false, opensAt, onQuickAdd }: MenuCardProps) {
  const { t, pick, language } = useLanguage();
  const href = dishHref(item.id);
  const name = pick(item.name);
  const description = pick(item.description);
  const state = item.soldOut ? 'sold-out' : opensAt ? 'later' : 'orderable';
  return (
    <article className={`menu-card menu-card--${state}`} data-testid="menu-card">
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
        <DietBadges diet={item.diet} compact />
        <div className="menu-card__foot">
          <p className="menu-card__price">
            <span>{t('price.startsFrom')}</span> <strong>{formatPrice(item.price, language)}</strong>
          </p>
          {state === 'sold-out' ? (
            <p className="menu-card__status" data-testid="sold-out">
              {t('menu.soldOut')}
            </p>
          ) : state === 'later' && opensAt ? (
            <p className="menu-card__status" data-testid="available-from">
              <Icon name="clock" /> {t('menu.availableFrom', { time: opensAt })}
            </p>
          ) : item.hasSizes ? (
            <Link
              to={href}
              className="icon-button menu-card__add"
              aria-label={t('menu.chooseSize', { name })}
              data-testid="quick-add"
            >
              <Icon name="plus" />
            </Link>
          ) : (
            <button
              type="button"
              className="icon-button menu-card__add"
              aria-label={t('menu.quickAdd', { name })}
              data-testid="quick-add"
              onClick={() => onQuickAdd(item)}
            >
              <Icon name="plus" />
            </button>
          )}
        </div>
      </div>
    </article>
  );
});
