import { Icon } from '../../../components/Icon';
import { SmartLink } from '../../../components/SmartLink';
import { phoneDigits } from '../../../data/normalize/fields';
import type { AccessibilityStatementContent, RestaurantModel } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import '../../../components/demo-blocks.css';
import './AccessibilityStatement.css';

export interface AccessibilityStatementViewProps {
  id: string;
  content: AccessibilityStatementContent;
  restaurant: RestaurantModel;
  loading: boolean;
}

/**
 * The accessibility statement: its topics from config (what the site supports, known limits),
 * then how to report a problem, with the restaurant's own email and phone from the CMS. A
 * detail the CMS does not hold is left out; the contact page link is always there.
 */
export function AccessibilityStatement({ id, content, restaurant, loading }: AccessibilityStatementViewProps) {
  const { t, pick } = useLanguage();
  const phone = phoneDigits(restaurant.phone);
  return (
    <div id={id} className="section a11y-statement">
      <div className="container a11y-statement__body">
        <p className="a11y-statement__intro">{pick(content.intro)}</p>
        {content.parts.map((part, index) => (
          <div key={index} className="a11y-statement__part">
            <h2>{pick(part.heading)}</h2>
            {part.text && <p>{pick(part.text)}</p>}
            {part.items && part.items.length > 0 && (
              <ul className="check-list">
                {part.items.map((item, n) => (
                  <li key={n}>
                    <Icon name="check" /> {pick(item)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
        <div className="a11y-statement__part a11y-statement__report">
          <h2>{pick(content.report.heading)}</h2>
          <p>{pick(content.report.text)}</p>
          <ul className="a11y-statement__contact" data-testid="a11y-contact">
            {loading && <li>{t('footer.loading')}</li>}
            {!loading && restaurant.email && (
              <li>
                <Icon name="mail" /> <span>{t('footer.email')}: </span>
                <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
              </li>
            )}
            {!loading && phone && (
              <li>
                <Icon name="phone" /> <span>{t('footer.phone')}: </span>
                <a href={`tel:${phone}`} dir="ltr">
                  {restaurant.phone}
                </a>
              </li>
            )}
            <li>
              <Icon name="arrow" />{' '}
              <SmartLink href={content.report.contactLink.href}>{pick(content.report.contactLink.label)}</SmartLink>
            </li>
          </ul>
        </div>
        {content.reviewed && <p className="a11y-statement__reviewed">{pick(content.reviewed)}</p>}
      </div>
    </div>
  );
}
