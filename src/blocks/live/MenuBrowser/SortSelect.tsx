import { useLanguage } from '../../../i18n/LanguageProvider';
import { MENU_SORTS, type MenuSort } from '../../../menu/filterState';

/** The menu's order (the toolbar's, and the phone's Filters sheet's). */
export function SortSelect({
  className,
  titleClassName,
  sort,
  onSort,
}: {
  className: string;
  titleClassName?: string;
  sort: MenuSort;
  onSort: (sort: MenuSort) => void;
}) {
  const { t } = useLanguage();
  return (
    <label className={className}>
      <span className={titleClassName}>{t('menu.sort')}</span>
      <select value={sort} onChange={(e) => onSort(e.currentTarget.value as MenuSort)}>
        {MENU_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`menu.sort.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
