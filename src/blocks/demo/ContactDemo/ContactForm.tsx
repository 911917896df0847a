import { useState, type FormEvent } from 'react';
import { Link } from '../../../router/links';
import type { ContactDemoContent } from '../../../generated/types';
import { StatusNote } from '../../../components/StatusNote';
import '../../../components/demo-forms.css';
import { useLanguage } from '../../../i18n/LanguageProvider';

/** Full name, email, phone, subject, message and consent; no validation, nothing sent, a polite note instead. */
export function ContactForm({ id, content }: { id: string; content: ContactDemoContent }) {
  const { t, pick } = useLanguage();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  const f = (name: string) => `${id}-${name}`;
  return (
    <div className="contact-demo__form">
      <h3 id={f('form-heading')}>{pick(content.formHeading)}</h3>
      {content.formIntro && <p>{pick(content.formIntro)}</p>}
      <form className="demo-form" aria-labelledby={f('form-heading')} onSubmit={onSubmit} noValidate>
        <div className="demo-form__row demo-form__row--2">
          <div className="field">
            <label htmlFor={f('name')}>{t('contactDemo.fullName')}</label>
            <input id={f('name')} name="name" type="text" autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor={f('email')}>{t('contactDemo.email')}</label>
            <input id={f('email')} name="email" type="email" autoComplete="email" dir="ltr" />
          </div>
        </div>
        <div className="demo-form__row demo-form__row--2">
          <div className="field">
            <label htmlFor={f('phone')}>{t('contactDemo.phone')}</label>
            <input id={f('phone')} name="phone" type="tel" autoComplete="tel" dir="ltr" />
          </div>
          <div className="field">
            <label htmlFor={f('subject')}>{t('contactDemo.subject')}</label>
            <select id={f('subject')} name="subject" defaultValue="">
              <option value="" disabled>
                {t('contactDemo.subjectPlaceholder')}
              </option>
              {content.subjects.map((subject) => (
                <option key={subject.en} value={subject.en}>
                  {pick(subject)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={f('message')}>{t('contactDemo.message')}</label>
          <textarea id={f('message')} name="message" rows={6} />
        </div>
        <label className="check">
          <input type="checkbox" name="consent" />
          <span>{pick(content.consent)}</span>
        </label>
        <div>
          <button type="submit" className="btn btn--primary">
            {t('contactDemo.submit')}
          </button>
        </div>
        <StatusNote testId="contact-status">
          {submitted && (
            <>
              {t('contactDemo.notSent')} <Link to="/contact">{t('contactDemo.contactPage')}</Link>.
            </>
          )}
        </StatusNote>
      </form>
    </div>
  );
}
