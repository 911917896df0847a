import { MENU_PAGE } from '../../../site/paths';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../router/links';
import type { WishlistMockupDemoContent, WishlistRow } from '../../../generated/types';
import { Icon } from '../../../components/Icon';
import { StatusNote } from '../../../components/StatusNote';
import { formatDate } from '../../../i18n/dates';
import { formatDollars } from '../../../i18n/money';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { ShareRow } from './ShareRow';
import './WishlistMockupDemo.css';
import { Picture } from '../../../components/Picture';

export interface WishlistMockupDemoViewProps {
  id: string;
  content: WishlistMockupDemoContent;
}

/** A wishlist preview: rows can be selected (all or one by one) and removed locally; nothing is stored. */
export function WishlistMockupDemo({ id, content }: WishlistMockupDemoViewProps) {
  const { t, pick, language } = useLanguage();
  const [rows, setRows] = useState<WishlistRow[]>(content.items);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const selectAll = useRef<HTMLInputElement>(null);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.slug));
  const someSelected = rows.some((row) => selected.has(row.slug));

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected && !allSelected;
  }, [someSelected, allSelected]);

  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.slug)));
  const toggle = (slug: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  const remove = (slug: string) => {
    const row = rows.find((r) => r.slug === slug);
    setRows((current) => current.filter((r) => r.slug !== slug));
    setSelected((current) => new Set([...current].filter((s) => s !== slug)));
    if (row) setStatus(t('wishlist.removed', { name: pick(row.name) }));
  };

  return (
    <section id={id} className="section wishlist" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="wishlist__title">
          {t('wishlist.heading')}
        </h2>
        <StatusNote testId="wishlist-status">{status}</StatusNote>
        <div className="wishlist__scroll">
          <table className="wishlist-table" aria-labelledby={`${id}-heading`}>
            <thead>
              <tr>
                <th scope="col" className="wishlist-table__check">
                  <input
                    ref={selectAll}
                    type="checkbox"
                    checked={allSelected}
                    onChange={toggleAll}
                    disabled={rows.length === 0}
                    aria-label={t('wishlist.selectAll')}
                  />
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('wishlist.remove')}</span>
                </th>
                <th scope="col">{t('wishlist.thumbnail')}</th>
                <th scope="col">{t('wishlist.product')}</th>
                <th scope="col">{t('wishlist.unitPrice')}</th>
                <th scope="col">{t('wishlist.dateAdded')}</th>
                <th scope="col">{t('wishlist.stock')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('wishlist.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={8} className="wishlist-table__empty">
                    {t('wishlist.empty')} <Link to={MENU_PAGE}>{t('wishlist.browse')}</Link>
                  </td>
                </tr>
              )}
              {rows.map((row) => {
                const name = pick(row.name);
                return (
                  <tr
                    key={row.slug}
                    data-testid="wishlist-row"
                    className={selected.has(row.slug) ? 'is-selected' : undefined}
                  >
                    <td className="wishlist-table__check">
                      <input
                        type="checkbox"
                        checked={selected.has(row.slug)}
                        onChange={() => toggle(row.slug)}
                        aria-label={t('wishlist.select', { name })}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="wishlist-table__remove"
                        aria-label={t('wishlist.removeItem', { name })}
                        onClick={() => remove(row.slug)}
                      >
                        <Icon name="close" />
                      </button>
                    </td>
                    <td>
                      <Picture image={{ src: row.image }} alt="" width={72} height={72} sizes="72px" />
                    </td>
                    <th scope="row">
                      <Link to={row.href}>{name}</Link>
                    </th>
                    <td dir="ltr" className="wishlist-table__price">
                      {row.oldPrice && (
                        <>
                          <span className="visually-hidden">{t('wishlist.oldPrice')}: </span>
                          <del>{formatDollars(row.oldPrice)}</del>{' '}
                        </>
                      )}
                      <strong>{formatDollars(row.price)}</strong>
                    </td>
                    <td>
                      <time dateTime={row.dateAdded}>{formatDate(row.dateAdded, language)}</time>
                    </td>
                    <td>
                      <span className={`stock ${row.inStock ? 'stock--in' : 'stock--out'}`}>
                        {row.inStock ? t('wishlist.inStock') : t('wishlist.outOfStock')}
                      </span>
                    </td>
                    <td>
                      <Link to={row.href} className="btn btn--primary wishlist-table__add">
                        <Icon name="cart" /> {t('wishlist.addToCart')}
                        <span className="visually-hidden">{t('wishlist.addToCartItem', { name })}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="wishlist__count">
          {t('wishlist.selectedCount', { count: rows.filter((r) => selected.has(r.slug)).length, total: rows.length })}
        </p>
        <ShareRow text={pick(content.shareText)} />
      </div>
    </section>
  );
}
