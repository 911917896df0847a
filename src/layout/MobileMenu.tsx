import { useRef } from 'react';
import { useModalFocus } from '../components/useModalFocus';
import { NavLink } from '../router/links';
import { site } from 'virtual:site';
import { Icon } from '../components/Icon';
import type { RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import './MobileMenu.css';

/**
 * Off-canvas menu for small screens: the language switch is here whenever the published site has
 * two languages (LanguageToggle); a link click closes it.
 */
export function MobileMenu({
  open,
  onClose,
  restaurant,
}: {
  open: boolean;
  onClose: () => void;
  restaurant: RestaurantModel;
}) {
  const { t, pick } = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, open, onClose);
  return (
    <div className={`mobile-menu ${open ? 'is-open' : ''}`} hidden={!open}>
      <button type="button" className="mobile-menu__backdrop" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        id="mobile-menu"
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.mainNav')}
      >
        <div className="mobile-menu__top">
          <Logo restaurant={restaurant} />
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('header.closeMenu')}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('header.mainNav')}>
          <ul className="mobile-menu__nav">
            {site.navigation.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === '/'} onClick={onClose}>
                  {pick(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageToggle className="mobile-menu__language" />
        <SocialLinks social={restaurant.social} />
      </div>
    </div>
  );
}
