/**
 * Dine-in mode in the header (src/ordering/order/table.ts): a visit that came from a table's QR code
 * (`?table=12` on any page) shows "Table 12" with a way out, and orders to that table. The page's
 * HTML holds the badge hidden; the page script takes the table off the address, fills the badge
 * in and shows it (./behaviour/header.ts, `watchTableBadge`).
 */
import { Icon } from '../components/Icon';

export function TableBadge() {
  return (
    <p className="table-badge" data-testid="table-badge" data-table-badge="" hidden>
      <Icon name="table" /> <span data-table-text="" />
      <button type="button" className="table-badge__leave" data-table-leave="">
        <Icon name="close" />
      </button>
    </p>
  );
}
