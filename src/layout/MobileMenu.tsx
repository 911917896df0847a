import { NavLink } from '../router/links';
import { site } from 'virtual:site';
import { Icon } from '../components/Icon';
import type { RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { DIALOG_CLOSER, DIALOG_STYLES } from './behaviour/attributes';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';

export const MOBILE_MENU_ID = 'mobile-menu'; // one of LAYOUT_IDS (src/site/slots.ts)

/**
 * Off-canvas menu for small screens, a native modal dialog in the page's HTML that the header's
 * menu button opens (./behaviour/dialogs.ts): the language switch is here whenever the published
 * site has two languages (LanguageToggle). A link loads its page, which closes it.
 */
export function MobileMenu({ restaurant }: { restaurant: RestaurantModel }) {
  const { t, pick } = useLanguage();
  return (
    <dialog
      id={MOBILE_MENU_ID}
      className="mobile-menu"
      aria-label={t('header.mainNav')}
      {...{ [DIALOG_STYLES]: 'mobile-menu' }}
    >
      <div className="mobile-menu__backdrop" aria-hidden="true" {...{ [DIALOG_CLOSER]: '' }} />
      <div className="mobile-menu__panel">
        <div className="mobile-menu__top">
          <Logo restaurant={restaurant} loading="lazy" />
          <button type="button" className="icon-button" aria-label={t('header.closeMenu')} {...{ [DIALOG_CLOSER]: '' }}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('header.mainNav')}>
          <ul className="mobile-menu__nav">
            {site.navigation.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end={link.href === '/'}>
                  {pick(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageToggle className="mobile-menu__language" />
        <SocialLinks social={restaurant.social} />
      </div>
    </dialog>
  );
}
