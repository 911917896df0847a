/**
 * Dine-in mode in the header (src/ordering/order/table.ts): a visit that came from a table's QR code
 * (`?table=12` on any page) shows "Table 12" with a way out, and orders to that table.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '../router/links';
import { Icon } from '../components/Icon';
import { useLanguage } from '../i18n/LanguageProvider';
import { setTable, takeTableParam, useTable } from '../ordering/order/table';

/** Takes `?table=` off the address into the visit's session, keeping the rest of the address. */
export function useTableFromAddress(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const taken = takeTableParam(search);
    if (!taken) return;
    if (taken.table) setTable(taken.table);
    navigate(`${pathname}${taken.rest}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
}

export function TableBadge() {
  const { t } = useLanguage();
  const table = useTable();
  if (!table) return null;
  return (
    <p className="table-badge" data-testid="table-badge">
      <Icon name="table" /> <span>{t('table.badge', { table })}</span>
      <button
        type="button"
        className="table-badge__leave"
        onClick={() => setTable(null)}
        aria-label={t('table.leave', { table })}
      >
        <Icon name="close" />
      </button>
    </p>
  );
}
