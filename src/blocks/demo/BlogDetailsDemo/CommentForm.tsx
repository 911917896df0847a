import { useState, type FormEvent } from 'react';
import { StatusNote } from '../../../components/StatusNote';
import '../../../components/demo-forms.css';
import { useLanguage } from '../../../i18n/LanguageProvider';

/** Name, email and message; on submit nothing is sent and the visitor is told so politely. */
export function CommentForm({ id }: { id: string }) {
  const { t } = useLanguage();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <div className="comment-form">
      <h2 id={`${id}-form-heading`} className="blog-article__subtitle">
        {t('blog.commentFormHeading')}
      </h2>
      <p>{t('blog.commentFormNote')}</p>
      <form className="demo-form" aria-labelledby={`${id}-form-heading`} onSubmit={onSubmit} noValidate>
        <div className="demo-form__row demo-form__row--2">
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('blog.commentName')}</label>
            <input id={`${id}-name`} name="name" type="text" autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('blog.commentEmail')}</label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="email" dir="ltr" />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('blog.commentMessage')}</label>
          <textarea id={`${id}-message`} name="message" rows={6} />
        </div>
        <div>
          <button type="submit" className="btn btn--primary">
            {t('blog.commentSubmit')}
          </button>
        </div>
        <StatusNote testId="comment-status">{submitted ? t('blog.commentsClosed') : ''}</StatusNote>
      </form>
    </div>
  );
}
