import { CART_PAGE } from '../site/paths';
import { Link, NavLink } from '../router/links';
import { site } from 'virtual:site';
import { Icon } from '../components/Icon';
import type { Resource } from '../data/cache';
import type { Layout, RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { headerHours } from '../hours/text';
import { pluralCategory } from '../i18n/plural';
import { DIALOG_OPENER } from './behaviour/attributes';
import { TableBadge } from './TableBadge';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { SEARCH_PANEL_ID, SearchOverlay } from './SearchOverlay';
import { SocialLinks } from './SocialLinks';
import './Header.css';

/**
 * The header every page shares, as the page's HTML: it is never hydrated. What it does in the
 * browser is the page script's (./behaviour/): whether the restaurant is open now, the cart's
 * count, the table of a dine-in visit, the search panel and the phone menu (native dialogs in
 * this HTML), remembering the language switched to, and the sticky bar. So a page without an
 * interactive block runs no React at all.
 */
export function Header({ restaurant, variant }: { restaurant: Resource<RestaurantModel>; variant: Layout['header'] }) {
  const { t, pick, language } = useLanguage();
  const data = restaurant.data;
  const loading = restaurant.status === 'loading';
  // The published HTML shows the daily hours; in the browser, whether it is open now.
  const hoursText = loading ? t('header.loadingHours') : headerHours(data, language);

  return (
    <header className={`site-header site-header--${variant}`} data-sticky="top" data-site-header="">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <p className="top-bar__item">
            <Icon name="pin" /> <span data-testid="short-address">{pick(data.shortAddress)}</span>
          </p>
          {hoursText && (
            <p className="top-bar__item" aria-live="polite">
              <Icon name="clock" />{' '}
              <span data-testid="header-hours" data-hours-now="">
                {hoursText}
              </span>
            </p>
          )}
          <div className="top-bar__end">
            {data.enableArabic && <LanguageToggle className="top-bar__language" />}
            {(data.social.facebook || data.social.tiktok || data.social.instagram) && (
              <div className="top-bar__follow">
                <span>{t('header.followUs')}</span>
                <SocialLinks social={data.social} />
              </div>
            )}
          </div>
        </div>
      </div>
      <div className="main-bar">
        <div className="container main-bar__inner">
          <Logo restaurant={data} />
          <nav className="main-nav" aria-label={t('header.mainNav')}>
            <ul>
              {site.navigation.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end={link.href === '/'}>
                    {pick(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="main-bar__actions">
            <TableBadge />
            <button
              type="button"
              className="icon-button"
              aria-label={t('header.openSearch')}
              aria-haspopup="dialog"
              aria-controls={SEARCH_PANEL_ID}
              {...{ [DIALOG_OPENER]: SEARCH_PANEL_ID }}
            >
              <Icon name="search" />
            </button>
            {/* The published cart is empty; the page script shows the visit's count. */}
            <Link
              to={CART_PAGE}
              className="icon-button cart-button"
              aria-label={t(`header.cartCount.${pluralCategory(language, 0)}`, { count: 0 })}
              data-cart-button=""
            >
              <Icon name="cart" />
              <span className="cart-button__count" data-testid="cart-count" aria-hidden="true">
                0
              </span>
            </Link>
            {variant !== 'classic' && (
              <Link to="/contact" className="btn btn--primary main-bar__order">
                {t('header.orderNow')}
              </Link>
            )}
            <button
              type="button"
              className="icon-button main-bar__menu"
              aria-label={t('header.openMenu')}
              aria-haspopup="dialog"
              aria-expanded="false"
              aria-controls={MOBILE_MENU_ID}
              {...{ [DIALOG_OPENER]: MOBILE_MENU_ID }}
            >
              <Icon name="menu" />
            </button>
          </div>
        </div>
      </div>
      <SearchOverlay />
      <MobileMenu restaurant={data} />
    </header>
  );
}
