import type { CheckoutCountry } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';

/** The address part shared by billing and the "ship to a different address" form; ids are prefixed. */
export function AddressFields({ prefix, countries }: { prefix: string; countries: CheckoutCountry[] }) {
  const { t, pick } = useLanguage();
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <div className="demo-form__row demo-form__row--2">
        <div className="field">
          <label htmlFor={id('first-name')}>{t('checkout.firstName')}</label>
          <input id={id('first-name')} type="text" autoComplete="given-name" />
        </div>
        <div className="field">
          <label htmlFor={id('last-name')}>{t('checkout.lastName')}</label>
          <input id={id('last-name')} type="text" autoComplete="family-name" />
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('company')}>{t('checkout.company')}</label>
        <input id={id('company')} type="text" autoComplete="organization" />
      </div>
      <div className="field">
        <label htmlFor={id('country')}>{t('checkout.countryRegion')}</label>
        <select id={id('country')} defaultValue="">
          <option value="" disabled>
            {t('checkout.chooseCountry')}
          </option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {pick(country.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('street')}>{t('checkout.street')}</label>
        <input
          id={id('street')}
          type="text"
          autoComplete="address-line1"
          placeholder={t('checkout.streetPlaceholder')}
        />
      </div>
      <div className="field">
        <label htmlFor={id('apartment')}>{t('checkout.apartment')}</label>
        <input id={id('apartment')} type="text" autoComplete="address-line2" />
      </div>
      <div className="demo-form__row demo-form__row--2">
        <div className="field">
          <label htmlFor={id('town')}>{t('checkout.town')}</label>
          <input id={id('town')} type="text" autoComplete="address-level2" />
        </div>
        <div className="field">
          <label htmlFor={id('state')}>{t('checkout.state')}</label>
          <input id={id('state')} type="text" autoComplete="address-level1" />
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('postcode')}>{t('checkout.postcode')}</label>
        <input id={id('postcode')} type="text" autoComplete="postal-code" dir="ltr" />
      </div>
    </>
  );
}
