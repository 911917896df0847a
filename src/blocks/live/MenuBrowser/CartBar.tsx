import { CART_PAGE } from '../../../site/paths';
import { Link } from '../../../router/links';
import { Icon } from '../../../components/Icon';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pluralCategory } from '../../../i18n/plural';

/**
 * A phone's floating cart bar, once the cart holds something: "3 items · 96.00 SAR · View cart",
 * one link to the cart. Hidden from 640px, where the header's cart button is at hand.
 */
export function CartBar({ count, total }: { count: number; total: number }) {
  const { t, language } = useLanguage();
  if (count <= 0) return null;
  const items = t(`menu.items.${pluralCategory(language, count)}`, { count });
  return (
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
  );
}
