import { MENU_PAGE } from '../site/paths';
import { useRef, type FormEvent } from 'react';
import { useModalFocus } from '../components/useModalFocus';
import { useNavigate } from '../router/links';
import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';
import './SearchOverlay.css';

/** Full-screen search. Submitting searches the live menu (/shop?q=...), which is what a visitor expects. */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, open, onClose, input);
  if (!open) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    onClose();
    navigate(typeof q === 'string' && q.trim() ? `${MENU_PAGE}?q=${encodeURIComponent(q.trim())}` : MENU_PAGE);
  };
  return (
    <div ref={panel} className="search-overlay" role="dialog" aria-modal="true" aria-label={t('header.searchLabel')}>
      <form className="search-overlay__form" role="search" onSubmit={submit}>
        <label htmlFor="site-search" className="visually-hidden">
          {t('header.searchLabel')}
        </label>
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
        />
        <button type="submit" aria-label={t('header.searchLabel')}>
          <Icon name="search" />
        </button>
      </form>
      <button type="button" className="search-overlay__close" onClick={onClose} aria-label={t('header.closeSearch')}>
        <Icon name="close" />
      </button>
    </div>
  );
}
