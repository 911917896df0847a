import { DeferredFrame } from '../../../components/DeferredFrame';
import { Icon, type IconName } from '../../../components/Icon';
import { phoneDigits } from '../../../data/normalize/fields';
import { extractMapEmbed } from '../../../data/normalize/mapEmbed';
import type { ContactDetailsContent, RestaurantModel } from '../../../generated/types';
import { contactHours } from '../../../hours/contactHours';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { SpecialHours } from '../../../layout/SpecialHours';
import type { ReactNode } from 'react';
import './ContactDetails.css';

export interface ContactDetailsViewProps {
  id: string;
  content: ContactDetailsContent;
  restaurant: RestaurantModel;
  loading: boolean;
}

function Box({
  icon,
  title,
  testId,
  children,
}: {
  icon: IconName;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="contact-box" data-testid={testId}>
      <span className="contact-box__icon">
        <Icon name={icon} />
      </span>
      <h2 className="contact-box__title">{title}</h2>
      <div className="contact-box__body">{children}</div>
    </li>
  );
}

/**
 * The restaurant's Google Maps embed, made as the visitor scrolls near it (a speed technique:
 * src/perf/thirdPartyWhenNear.ts); the prerendered `<noscript>` copy serves visitors without
 * JavaScript.
 */
function MapFrame({ src, title }: { src: string; title: string }) {
  return (
    <DeferredFrame
      className="contact-map"
      testId="contact-map"
      noscript
      spec={{
        src,
        title,
        referrerPolicy: 'no-referrer-when-downgrade',
        sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
      }}
    />
  );
}

/** Address, email, phone and opening hours (Sunday to Saturday, then the special dates to come), then the Google Maps embed. */
export function ContactDetails({ id, content, restaurant, loading }: ContactDetailsViewProps) {
  const { t, pick, language } = useLanguage();
  const embed = extractMapEmbed(restaurant.mapEmbedHtml);
  const rows = contactHours(restaurant, language);
  const value = (node: ReactNode) => (loading ? t('footer.loading') : node);
  return (
    <section id={id} className="live-section" aria-labelledby={`${id}-map-heading`}>
      <div className="container">
        <ul className="contact-boxes">
          <Box icon="pin" title={t('contact.address')} testId="contact-address">
            <p>{value(pick(restaurant.address))}</p>
          </Box>
          <Box icon="mail" title={t('contact.email')} testId="contact-email">
            <p>{value(<a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>)}</p>
          </Box>
          <Box icon="phone" title={t('contact.phone')} testId="contact-phone">
            <p>
              {value(
                <a href={`tel:${phoneDigits(restaurant.phone)}`} dir="ltr">
                  {restaurant.phone}
                </a>,
              )}
            </p>
          </Box>
          {(loading || rows.length > 0) && (
            <Box icon="clock" title={t('contact.hours')} testId="contact-hours">
              {loading ? (
                <p>{t('footer.loading')}</p>
              ) : (
                <>
                  <dl className="contact-hours" data-testid="contact-week">
                    {rows.map((row) => (
                      <div key={row.key} className={row.closed ? 'is-closed' : undefined}>
                        <dt>{row.label}</dt>
                        <dd>{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <SpecialHours restaurant={restaurant} listClassName="contact-hours" testId="contact-special-hours" />
                </>
              )}
            </Box>
          )}
        </ul>
        <h2 id={`${id}-map-heading`} className="contact-map__heading">
          {pick(content.mapHeading)}
        </h2>
        {embed && (
          <MapFrame src={embed.src} title={embed.title ?? t('contact.mapTitle', { name: pick(restaurant.name) })} />
        )}
      </div>
    </section>
  );
}
