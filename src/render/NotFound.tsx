import { Link } from '../router/links';
import { site } from 'virtual:site';
import { useLanguage } from '../i18n/LanguageProvider';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../seo/useDocumentTitle';

export function NotFound() {
  const { t } = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <PageFrame layout={site.layouts.main}>
      <section className="not-found container" aria-labelledby="not-found-title">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <Link className="btn btn--primary" to="/">
          {t('notFound.back')}
        </Link>
      </section>
    </PageFrame>
  );
}
