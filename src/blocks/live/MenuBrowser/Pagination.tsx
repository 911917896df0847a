import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { pageWindow } from '../../../menu/filterState';

/** At most five page numbers around the current one, with an ellipsis when more pages exist. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLanguage();
  if (pageCount <= 1) return null;
  const { pages, ellipsisBefore, ellipsisAfter } = pageWindow(page, pageCount);
  return (
    <nav className="pagination" aria-label={t('menu.pagination')}>
      <button
        type="button"
        className="pagination__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('menu.previous')}
      >
        <Icon name="arrow" className="pagination__prev-icon" />
      </button>
      {ellipsisBefore && (
        <span className="pagination__ellipsis" aria-hidden="true">
          …
        </span>
      )}
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          className="pagination__page"
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('menu.page', { page: n })}
          onClick={() => n !== page && onPage(n)}
        >
          {n}
        </button>
      ))}
      {ellipsisAfter && (
        <span className="pagination__ellipsis" aria-hidden="true">
          …
        </span>
      )}
      <button
        type="button"
        className="pagination__step"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        aria-label={t('menu.next')}
      >
        <Icon name="arrow" />
      </button>
    </nav>
  );
}
