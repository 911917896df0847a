import { useEffect, useState } from 'react';
import { CART_PAGE } from '../../../site/paths';
import { Link } from '../../../router/links';
import { Icon } from '../../../components/Icon';
import { formatPrice } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pluralCategory } from '../../../i18n/plural';
import { useCartCount, useCartTotal } from '../../../ordering/cart/CartProvider';

/** The bar's styles (CartBar.css), once loaded: true, or false when they could not be. */
let styles: Promise<boolean> | undefined;

/**
 * Loads the bar's styles the first time the cart holds something: they are not part of the
 * menu's first view (117 bytes of brotli in each menu page's HTML). One that fails (offline, on a
 * visit that never needed them before) is tried again at the next change of the cart.
 */
function loadStyles(): Promise<boolean> {
  styles ??= (async () => {
    // Awaited, not chained: the build moves a `.then` on `import()` inside its preload wrapper,
    // whose failure then went unhandled.
    try {
      await import('./CartBar.css');
      return true;
    } catch (error) {
      console.error('[menu] the cart bar could not load its styles', error);
      styles = undefined;
      return false;
    }
  })();
  return styles;
}

/**
 * A phone's floating cart bar, once the cart holds something: "3 items · 96.00 SAR · View cart",
 * one link to the cart. Hidden from 640px, where the header's cart button is at hand. It follows
 * the cart itself, so a dish added renders the bar alone, and keeps room below the dishes so the
 * last of them can scroll clear of it. It shows once its styles have loaded: unstyled it would
 * stand as a plain link at any width; without them the header's cart button is still there.
 */
export function CartBar() {
  const { t, language } = useLanguage();
  const count = useCartCount();
  const total = useCartTotal();
  const [styled, setStyled] = useState(false);
  const filled = count > 0;
  useEffect(() => {
    if (!filled || styled) return;
    let current = true;
    void loadStyles().then((loaded) => {
      if (current && loaded) setStyled(true);
    });
    return () => {
      current = false;
    };
  }, [filled, styled, count]);
  if (!filled || !styled) return null;
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
