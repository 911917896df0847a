import { Link } from '../../router/links';
import { Icon } from '../../components/Icon';
import { Picture } from '../../components/Picture';
import { SIZES } from '../../components/imageSizes';
import { fromHalalas, unitHalalas, type CartLine } from '../../cart/model';
import type { RepriceResult } from '../../cart/reprice';
import type { CartPageContent } from '../../generated/types';
import { formatPrice } from '../../i18n/format';
import { useLanguage } from '../../i18n/LanguageProvider';
import { CartReview } from './CartReview';
import './CartPage.css';

export const DEFAULT_DISH_IMAGE = '/assets/img/defaults/dish.webp';

/**
 * `unconfirmed`: the prices could not be confirmed, so nothing was sent and the cart is unchanged.
 * `noNumber`: the restaurant has no WhatsApp number, so nothing can be sent.
 * `sent`: WhatsApp was opened with the order; `url` is the same chat, as a link, for a browser
 * that blocked the new tab.
 */
export type CheckoutNotice =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'empty' }
  | { kind: 'unconfirmed' }
  | { kind: 'noNumber' }
  | { kind: 'review'; result: RepriceResult }
  | { kind: 'sent'; url: string };

export interface CartPageActions {
  onQuantity: (cartId: string, value: string) => void;
  onRemove: (cartId: string) => void;
  onCheckout: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export interface CartPageViewProps {
  id: string;
  content: CartPageContent;
  lines: CartLine[];
  total: number;
  notice: CheckoutNotice;
  actions: CartPageActions;
}

function itemHref(line: CartLine): string {
  return `/shop/shop-details/${encodeURIComponent(String(line.id))}`;
}

/** Pure view of the cart: lines, total and checkout, or the empty message with Shop Now. */
export function CartPage({ id, content, lines, total, notice, actions }: CartPageViewProps) {
  const { t, pick, language } = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  return (
    <section id={id} className="section cart-page" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="cart-page__heading">
          {t('cart.heading')}
        </h2>
        {lines.length === 0 ? (
          <div className="cart-empty">
            <Icon name="cart" className="cart-empty__icon" />
            <p>{t('cart.empty')}</p>
            <Link to={content.shopLink.href} className="btn btn--primary">
              {pick(content.shopLink.label)}
            </Link>
          </div>
        ) : (
          <ul className="cart-lines" aria-label={t('cart.heading')}>
            {lines.map((line) => {
              const name = pick(line.name);
              return (
                <li key={line.cartId} className="cart-line" data-testid="cart-line">
                  <Link to={itemHref(line)} className="cart-line__media" tabIndex={-1} aria-hidden="true">
                    <Picture
                      image={line.image ? { src: line.image } : null}
                      fallback={DEFAULT_DISH_IMAGE}
                      alt=""
                      width={96}
                      height={72}
                      sizes={SIZES.cartThumb}
                    />
                  </Link>
                  <div className="cart-line__info">
                    <Link to={itemHref(line)} className="cart-line__name">
                      {name}
                    </Link>
                    {line.selectedVariant && (
                      <span className="cart-line__meta">
                        {t('cart.size', { name: pick(line.selectedVariant.name) })}
                      </span>
                    )}
                    {line.selectedAddons.length > 0 && (
                      <span className="cart-line__meta">
                        {t('cart.addons', { names: line.selectedAddons.map((a) => pick(a.name)).join(separator) })}
                      </span>
                    )}
                    <span className="cart-line__unit">{formatPrice(fromHalalas(unitHalalas(line)), language)}</span>
                  </div>
                  <label className="cart-line__qty">
                    <span className="visually-hidden">{t('cart.quantityOf', { name })}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={99}
                      value={line.quantity}
                      onChange={(e) => actions.onQuantity(line.cartId, e.currentTarget.value)}
                    />
                  </label>
                  <strong className="cart-line__total" data-testid="cart-line-total">
                    {formatPrice(line.totalPrice, language)}
                  </strong>
                  <button
                    type="button"
                    className="icon-button cart-line__remove"
                    aria-label={t('cart.remove', { name })}
                    onClick={() => actions.onRemove(line.cartId)}
                  >
                    <Icon name="trash" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        <div className="cart-summary">
          <p className="cart-summary__total">
            {t('cart.total')}: <strong data-testid="cart-total">{formatPrice(total, language)}</strong>
          </p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={actions.onCheckout}
            disabled={notice.kind === 'checking'}
          >
            <Icon name="whatsapp" /> {notice.kind === 'checking' ? t('cart.checking') : t('cart.checkout')}
          </button>
          <p
            className={`cart-summary__alert${notice.kind === 'unconfirmed' || notice.kind === 'noNumber' ? ' cart-summary__alert--retry' : ''}`}
            role="alert"
          >
            {notice.kind === 'empty'
              ? t('error.cartEmpty')
              : notice.kind === 'unconfirmed'
                ? t('cart.unconfirmed')
                : notice.kind === 'noNumber'
                  ? t('cart.noNumber')
                  : ''}
          </p>
          {notice.kind === 'sent' && (
            <p className="cart-summary__sent" role="status" data-testid="cart-sent">
              {t('cart.sent')}{' '}
              <a href={notice.url} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" /> {t('cart.openWhatsapp')}
              </a>
            </p>
          )}
        </div>
        {notice.kind === 'review' && (
          <CartReview id={id} result={notice.result} onConfirm={actions.onConfirm} onCancel={actions.onCancel} />
        )}
      </div>
    </section>
  );
}
