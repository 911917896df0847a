import { CART_PAGE } from '../../../site/paths';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../router/links';
import type { CheckoutMockupDemoContent } from '../../../generated/types';
import { StatusNote } from '../../../components/StatusNote';
import '../../../components/demo-forms.css';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { AddressFields } from './AddressFields';
import { OrderReview } from './OrderReview';
import { NoticeToggle } from './Toggle';
import './CheckoutMockupDemo.css';

export interface CheckoutMockupDemoViewProps {
  id: string;
  content: CheckoutMockupDemoContent;
}

/** The checkout preview: every field of a real checkout, but Place order only explains where real orders go. */
export function CheckoutMockupDemo({ id, content }: CheckoutMockupDemoViewProps) {
  const { t } = useLanguage();
  const [shipElsewhere, setShipElsewhere] = useState(false);
  const [placed, setPlaced] = useState(false);
  const f = (name: string) => `${id}-${name}`;
  const onPlaceOrder = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPlaced(true);
  };
  return (
    <section id={id} className="section checkout">
      <div className="container">
        <NoticeToggle
          question={t('checkout.returning')}
          action={t('checkout.loginToggle')}
          note={t('checkout.loginNote')}
          testId="checkout-login"
        >
          <p>{t('checkout.loginIntro')}</p>
          <div className="demo-form__row demo-form__row--2">
            <div className="field">
              <label htmlFor={f('username')}>{t('checkout.username')}</label>
              <input id={f('username')} type="text" autoComplete="username" />
            </div>
            <div className="field">
              <label htmlFor={f('password')}>{t('checkout.password')}</label>
              <input id={f('password')} type="password" autoComplete="current-password" />
            </div>
          </div>
          <label className="check">
            <input type="checkbox" />
            <span>{t('checkout.remember')}</span>
          </label>
          <div>
            <button type="submit" className="btn btn--primary">
              {t('checkout.login')}
            </button>
          </div>
        </NoticeToggle>
        <NoticeToggle
          question={t('checkout.haveCoupon')}
          action={t('checkout.couponToggle')}
          note={t('checkout.couponNote')}
          testId="checkout-coupon"
        >
          <div className="checkout-coupon">
            <div className="field">
              <label htmlFor={f('coupon')}>{t('checkout.couponCode')}</label>
              <input id={f('coupon')} type="text" />
            </div>
            <button type="submit" className="btn btn--primary">
              {t('checkout.applyCoupon')}
            </button>
          </div>
        </NoticeToggle>

        <form className="checkout__form" onSubmit={onPlaceOrder} noValidate aria-label={t('checkout.placeOrder')}>
          <div className="checkout__columns">
            <div className="demo-form">
              <h2 className="checkout__title">{t('checkout.billing')}</h2>
              <AddressFields prefix={f('billing')} countries={content.countries} />
              <div className="demo-form__row demo-form__row--2">
                <div className="field">
                  <label htmlFor={f('email')}>{t('checkout.email')}</label>
                  <input id={f('email')} type="email" autoComplete="email" dir="ltr" />
                </div>
                <div className="field">
                  <label htmlFor={f('phone')}>{t('checkout.phone')}</label>
                  <input id={f('phone')} type="tel" autoComplete="tel" dir="ltr" />
                </div>
              </div>
              <label className="check">
                <input type="checkbox" name="create-account" />
                <span>{t('checkout.createAccount')}</span>
              </label>
              <label className="check checkout__ship-toggle">
                <input
                  type="checkbox"
                  checked={shipElsewhere}
                  onChange={(event) => setShipElsewhere(event.target.checked)}
                  // It names the address form only while that form is there (an id that points at
                  // nothing is an invalid ARIA value).
                  aria-controls={shipElsewhere ? f('shipping') : undefined}
                />
                <span>{t('checkout.shipDifferent')}</span>
              </label>
              {shipElsewhere && (
                <fieldset id={f('shipping')} className="checkout__shipping demo-form" data-testid="shipping-address">
                  <legend>{t('checkout.shipping')}</legend>
                  <AddressFields prefix={f('shipping')} countries={content.countries} />
                </fieldset>
              )}
              <div className="field">
                <label htmlFor={f('notes')}>{t('checkout.orderNotes')}</label>
                <textarea id={f('notes')} rows={4} placeholder={t('checkout.orderNotesPlaceholder')} />
              </div>
            </div>
            <div className="checkout__summary">
              <OrderReview id={id} content={content} />
              <button type="submit" className="btn btn--primary checkout__place">
                {t('checkout.placeOrder')}
              </button>
              <StatusNote testId="checkout-status">
                {placed && (
                  <>
                    {t('checkout.previewNote')} <Link to={CART_PAGE}>{t('checkout.goToCart')}</Link>
                  </>
                )}
              </StatusNote>
            </div>
          </div>
        </form>
      </div>
    </section>
  );
}
