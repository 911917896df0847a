/** The delivery's optional map pin: "use my location", then a link to the pin and a way to remove it. */
import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { mapLink, type OrderLocation } from '../../../ordering/order/details';

export type LocationState =
  { kind: 'none' } | { kind: 'locating' } | { kind: 'failed' } | { kind: 'set'; at: OrderLocation };

export function LocationPicker({
  id,
  location,
  onLocate,
  onForgetLocation,
}: {
  id: string;
  location: LocationState;
  onLocate: () => void;
  onForgetLocation: () => void;
}) {
  const { t } = useLanguage();
  return (
    <div className="order-form__location" aria-live="polite">
      {location.kind === 'set' ? (
        <p>
          <Icon name="check" /> {t('orderForm.located')}{' '}
          <a href={mapLink(location.at)} target="_blank" rel="noopener noreferrer">
            {t('orderForm.viewPin')}
          </a>{' '}
          <button type="button" className="btn-link" onClick={onForgetLocation}>
            {t('orderForm.removeLocation')}
          </button>
        </p>
      ) : (
        <>
          <button
            type="button"
            className="btn btn--outline order-form__locate"
            onClick={onLocate}
            disabled={location.kind === 'locating'}
            aria-describedby={`${id}-location-hint`}
          >
            <Icon name="navigation" />{' '}
            {location.kind === 'locating' ? t('orderForm.locating') : t('orderForm.location')}
          </button>
          <p id={`${id}-location-hint`} className="order-form__hint">
            {location.kind === 'failed' ? t('orderForm.locationFailed') : t('orderForm.locationHint')}
          </p>
        </>
      )}
    </div>
  );
}
