import { CART_PAGE } from '../site/paths';
import { useCallback, useRef, useState } from 'react';
import { importWithReload } from '../perf/importWithReload';
import { Link, NavLink } from '../router/links';
import { site } from 'virtual:site';
import { useCartCount } from '../ordering/cart/CartProvider';
import { Icon } from '../components/Icon';
import type { Resource } from '../data/cache';
import type { Layout, RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { headerHours } from '../hours/text';
import { useHoursNow } from './useHoursNow';
import { TableBadge } from './TableBadge';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { useHeaderHeight, useStickyHeader } from './useStickyHeader';
import './Header.css';

/**
 * The mobile menu and the search panel are code of their own, asked for when the visitor
 * reaches for their button (pointer, touch or focus) and shown on the press: most page views
 * never open them, and the first load is ~1 KB lighter. A panel that cannot load is reported,
 * and the next press tries again.
 */
const loadMobileMenu = () => importWithReload(() => import('./MobileMenu'));
const loadSearchOverlay = () => importWithReload(() => import('./SearchOverlay'));

/** A panel's code (once loaded: it mounts on its first opening and then stays) and whether it is open. */
function usePanel<Code>(load: () => Promise<Code>, name: string) {
  const [code, setCode] = useState<Code | null>(null);
  const [open, setOpen] = useState(false);
  const show = () =>
    load().then(
      (loaded) => {
        setCode(loaded);
        setOpen(true);
      },
      (error: unknown) => console.error(`[header] the ${name} could not load`, error),
    );
  const close = useCallback(() => setOpen(false), []);
  // Reaching for the button (pointer, touch or focus) starts the download; the press reports a failure.
  const preload = () => void load().catch(() => undefined);
  return { code, open, show, close, intent: { onPointerEnter: preload, onTouchStart: preload, onFocus: preload } };
}

export function Header({ restaurant, variant }: { restaurant: Resource<RestaurantModel>; variant: Layout['header'] }) {
  const { t, pick, language } = useLanguage();
  const menu = usePanel(loadMobileMenu, 'menu');
  const search = usePanel(loadSearchOverlay, 'search');
  const sticky = useStickyHeader();
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  const count = useCartCount();
  const data = restaurant.data;
  const loading = restaurant.status === 'loading';
  // The published HTML shows the daily hours; in the browser, whether it is open now.
  const hoursNow = useHoursNow();
  const open = hoursNow?.engine.openBadge(data, hoursNow.now, language);
  const hoursText = loading ? t('header.loadingHours') : open?.text || headerHours(data, language);

  return (
    <header ref={ref} className={`site-header site-header--${variant}`} data-sticky={sticky}>
      <div className="top-bar">
        <div className="container top-bar__inner">
          <p className="top-bar__item">
            <Icon name="pin" /> <span data-testid="short-address">{pick(data.shortAddress)}</span>
          </p>
          {hoursText && (
            <p className="top-bar__item" aria-live="polite">
              <Icon name="clock" />{' '}
              <span data-testid="header-hours" data-open={open?.kind}>
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
              onClick={search.show}
              aria-label={t('header.openSearch')}
              {...search.intent}
            >
              <Icon name="search" />
            </button>
            <Link to={CART_PAGE} className="icon-button cart-button" aria-label={t('header.cartCount', { count })}>
              <Icon name="cart" />
              <span className="cart-button__count" data-testid="cart-count" aria-hidden="true">
                {count}
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
              onClick={menu.show}
              aria-label={t('header.openMenu')}
              aria-expanded={menu.open}
              aria-controls={menu.code ? 'mobile-menu' : undefined}
              {...menu.intent}
            >
              <Icon name="menu" />
            </button>
          </div>
        </div>
      </div>
      {search.code && <search.code.SearchOverlay open={search.open} onClose={search.close} />}
      {menu.code && <menu.code.MobileMenu open={menu.open} onClose={menu.close} restaurant={data} />}
    </header>
  );
}
