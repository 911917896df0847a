/**
 * The menu's search box, in the sidebar (992px and wider) and in the Filters sheet of narrower
 * screens; `idPrefix` keeps the ids of the two copies apart.
 */
import type { FormEvent } from 'react';
import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';

export function SearchWidget({
  idPrefix,
  search,
  onSearch,
}: {
  idPrefix: string;
  search: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useLanguage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value : '');
  };
  return (
    <form className="menu-widget menu-search" role="search" onSubmit={submit}>
      <label htmlFor={`${idPrefix}-search`} className="menu-widget__title">
        {t('menu.search')}
      </label>
      <div className="menu-search__field">
        <input
          key={search}
          id={`${idPrefix}-search`}
          name="q"
          type="search"
          defaultValue={search}
          placeholder={t('menu.searchPlaceholder')}
          maxLength={80}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="icon-button" aria-label={t('menu.searchLabel')}>
          <Icon name="search" />
        </button>
      </div>
    </form>
  );
}
