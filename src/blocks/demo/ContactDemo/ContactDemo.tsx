import type { ContactDemoContent } from '../../../generated/types';
import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { ContactForm } from './ContactForm';
import { MapIllustration } from './MapIllustration';
import './ContactDemo.css';

export interface ContactDemoViewProps {
  id: string;
  content: ContactDemoContent;
}

/** Static contact demo: four info boxes, a contact form that sends nothing and a drawn map. */
export function ContactDemo({ id, content }: ContactDemoViewProps) {
  const { t, pick } = useLanguage();
  return (
    <section id={id} className="section contact-demo" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className="section-title">
          {content.eyebrow && <span className="section-title__eyebrow">{pick(content.eyebrow)}</span>}
          <h2 id={`${id}-heading`}>{pick(content.heading)}</h2>
          {content.intro && <p>{pick(content.intro)}</p>}
        </div>
        <ul className="contact-demo__boxes">
          {content.boxes.map((box) => (
            <li key={box.title.en} className="contact-demo-box" data-testid="contact-box">
              <span className="contact-demo-box__icon">
                <Icon name={box.icon} />
              </span>
              <h3>{pick(box.title)}</h3>
              {box.lines.map((line) => (
                <p
                  key={line.text.en}
                  dir={line.href?.startsWith('tel:') || line.href?.startsWith('mailto:') ? 'ltr' : undefined}
                >
                  {line.href ? <a href={line.href}>{pick(line.text)}</a> : pick(line.text)}
                </p>
              ))}
            </li>
          ))}
        </ul>
        <div className="contact-demo__main">
          <ContactForm id={id} content={content} />
          <figure className="contact-demo__map">
            <MapIllustration label={pick(content.mapLabel)} />
            <figcaption>
              <Icon name="pin" /> <span className="visually-hidden">{t('contactDemo.map')}: </span>
              {pick(content.mapCaption)}
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
