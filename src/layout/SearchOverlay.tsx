import { MENU_PAGE } from '../site/paths';
import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';
import { localizePath } from '../i18n/paths';
import { DIALOG_CLOSER, DIALOG_STYLES } from './behaviour/attributes';

export const SEARCH_PANEL_ID = 'site-search-panel';

/**
 * Full-screen search, a native modal dialog in the page's HTML that the header's search button
 * opens (./behaviour/dialogs.ts). It is a plain form: submitting it asks the live menu for the
 * words (`/shop?q=…`, in the page's language), which is what a visitor expects.
 */
export function SearchOverlay() {
  const { t, language } = useLanguage();
  return (
    <dialog
      id={SEARCH_PANEL_ID}
      className="search-overlay"
      aria-label={t('header.searchLabel')}
      {...{ [DIALOG_STYLES]: 'search-overlay' }}
    >
      <form className="search-overlay__form" role="search" action={localizePath(MENU_PAGE, language)} method="get">
        <label htmlFor="site-search" className="visually-hidden">
          {t('header.searchLabel')}
        </label>
        <input id="site-search" name="q" type="search" placeholder={t('header.searchPlaceholder')} autoComplete="off" />
        <button type="submit" aria-label={t('header.searchLabel')}>
          <Icon name="search" />
        </button>
      </form>
      <button
        type="button"
        className="search-overlay__close"
        aria-label={t('header.closeSearch')}
        {...{ [DIALOG_CLOSER]: '' }}
      >
        <Icon name="close" />
      </button>
    </dialog>
  );
}
