import { NavLink } from '../../../router/links';
import type { ServiceDetailsDemoContent } from '../../../generated/types';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { SmartLink } from '../../../components/SmartLink';
import './ServiceDetailsDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface ServiceDetailsDemoViewProps {
  id: string;
  content: ServiceDetailsDemoContent;
}

/** One service in detail: text and checklist beside a sidebar of services and a help box. */
export function ServiceDetailsDemo({ id, content }: ServiceDetailsDemoViewProps) {
  const { pick } = useLanguage();
  const { sidebar } = content;
  return (
    <section id={id} className="section" aria-labelledby={`${id}-heading`}>
      <div className="container service-details">
        <article className="service-details__main">
          <Picture
            className="service-details__image"
            image={{ src: content.image }}
            alt=""
            width={960}
            height={560}
            sizes={SIZES.column}
            loading="eager"
          />
          <h2 id={`${id}-heading`}>{pick(content.title)}</h2>
          {content.paragraphs.map((paragraph, index) => (
            <p key={index}>{pick(paragraph)}</p>
          ))}
          <h3>{pick(content.checklistTitle)}</h3>
          <ul className="check-list service-details__checklist">
            {content.checklist.map((line, index) => (
              <li key={index}>
                <Icon name="check" /> {pick(line)}
              </li>
            ))}
          </ul>
        </article>
        <aside className="service-details__sidebar">
          <nav className="service-details__box" aria-labelledby={`${id}-sidebar`}>
            <h3 id={`${id}-sidebar`}>{pick(sidebar.title)}</h3>
            <ul className="service-details__links">
              {sidebar.links.map((link) => (
                <li key={link.label.en}>
                  {link.href.startsWith('/') ? (
                    <NavLink to={link.href} end>
                      {pick(link.label)} <Icon name="arrow" />
                    </NavLink>
                  ) : (
                    <SmartLink href={link.href}>{pick(link.label)}</SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="service-details__help">
            <h3>{pick(sidebar.help.title)}</h3>
            <p>{pick(sidebar.help.text)}</p>
            <a className="btn btn--primary" href={`tel:${sidebar.help.phone.replace(/\s+/g, '')}`}>
              <Icon name="phone" /> <bdi dir="ltr">{sidebar.help.phone}</bdi>
            </a>
          </div>
        </aside>
      </div>
    </section>
  );
}
