import { CART_PAGE } from '../../../site/paths';
import { Link } from '../../../router/links';
import { Icon } from '../../../components/Icon';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pluralCategory } from '../../../i18n/plural';
import { useCartCount, useCartTotal } from '../../../ordering/cart/CartProvider';

/**
 * A phone's floating cart bar, once the cart holds something: "3 items · 96.00 SAR · View cart",
 * one link to the cart. Hidden from 640px, where the header's cart button is at hand. It follows
 * the cart itself, so a dish added renders the bar alone, and keeps room below the dishes so the
 * last of them can scroll clear of it.
 */
export function CartBar() {
  const { t, language } = useLanguage();
  const count = useCartCount();
  const total = useCartTotal();
  if (count <= 0) return null;
  const items = t(`menu.items.${pluralCategory(language, count)}`, { count });
  return (
    <>
      <div className="menu-cart-bar__room" aria-hidden="true" />
      <Link to={CART_PAGE} className="menu-cart-bar" data-testid="cart-bar">
        <Icon name="cart" className="menu-cart-bar__icon" />
        <span className="menu-cart-bar__summary">
          <span>{items}</span>
          <span aria-hidden="true"> · </span>
          <strong>{formatPrice(total, language)}</strong>
        </span>
        <span className="menu-cart-bar__action">
          <span aria-hidden="true"> · </span>
          {t('menu.viewCart')}
          <Icon name="arrow" />
        </span>
      </Link>
    </>
  );
}
