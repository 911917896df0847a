import { Link } from '../router/links';
import { Icon } from '../components/Icon';
import type { Resource } from '../data/cache';
import { phoneDigits } from '../data/normalize/fields';
import type { Layout, RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { footerHours } from '../hours/text';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { SpecialHours } from './SpecialHours';
import './Footer.css';

export function Footer({ restaurant, variant }: { restaurant: Resource<RestaurantModel>; variant: Layout['footer'] }) {
  const { t, pick, language } = useLanguage();
  const data = restaurant.data;
  const loading = restaurant.status === 'loading';
  const rows = footerHours(data, language);
  return (
    <footer className={`site-footer site-footer--${variant}`}>
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo restaurant={data} light />
          <p data-testid="footer-description">{loading ? t('footer.loading') : pick(data.description)}</p>
          <SocialLinks social={data.social} />
        </div>
        <div>
          <h2 className="site-footer__heading">{t('footer.contact')}</h2>
          <ul className="site-footer__contact">
            <li>
              <Icon name="pin" /> <span className="visually-hidden">{t('footer.address')}: </span>
              <span data-testid="footer-address">{loading ? t('footer.loading') : pick(data.address)}</span>
            </li>
            <li>
              <Icon name="mail" /> <span className="visually-hidden">{t('footer.email')}: </span>
              {loading ? t('footer.loading') : <a href={`mailto:${data.email}`}>{data.email}</a>}
            </li>
            <li>
              <Icon name="phone" /> <span className="visually-hidden">{t('footer.phone')}: </span>
              {loading ? (
                t('footer.loading')
              ) : (
                <a href={`tel:${phoneDigits(data.phone)}`} dir="ltr">
                  {data.phone}
                </a>
              )}
            </li>
          </ul>
        </div>
        {(loading || rows.length > 0) && (
          <div>
            <h2 className="site-footer__heading">{t('footer.openingTimes')}</h2>
            {loading ? (
              <p>{t('footer.loading')}</p>
            ) : (
              <>
                <dl className="site-footer__hours" data-testid="footer-hours">
                  {rows.map((row) => (
                    <div key={row.label} className={row.closed ? 'is-closed' : undefined}>
                      <dt>{row.label}</dt>
                      <dd>{row.value}</dd>
                    </div>
                  ))}
                </dl>
                <SpecialHours restaurant={data} listClassName="site-footer__hours" testId="footer-special-hours" />
              </>
            )}
          </div>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name: pick(data.name) })}</p>
          <ul className="site-footer__legal">
            {/* These two have no page yet: they show as text, not as links that lead nowhere. */}
            <li>{t('footer.terms')}</li>
            <li>{t('footer.privacy')}</li>
            <li>
              <Link to="/accessibility">{t('footer.accessibility')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
