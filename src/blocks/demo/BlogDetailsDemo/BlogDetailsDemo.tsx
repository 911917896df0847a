import type { BlogDetailsDemoContent } from '../../../generated/types';
import { Icon } from '../../../components/Icon';
import { formatDate } from '../../../i18n/dates';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { CommentForm } from './CommentForm';
import './BlogDetailsDemo.css';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface BlogDetailsDemoViewProps {
  id: string;
  content: BlogDetailsDemoContent;
}

/** One article: picture, meta, text with a pull quote, tags, two demo comments and a comment form that sends nothing. */
export function BlogDetailsDemo({ id, content }: BlogDetailsDemoViewProps) {
  const { t, pick, language } = useLanguage();
  const [first, ...rest] = content.body;
  const part = (item: BlogDetailsDemoContent['body'][number], index: number) => (
    <div key={index} className="blog-article__part">
      {item.heading && <h3>{pick(item.heading)}</h3>}
      {item.paragraphs.map((paragraph, p) => (
        <p key={p}>{pick(paragraph)}</p>
      ))}
      {item.list && (
        <ul className="blog-article__list">
          {item.list.map((entry, e) => (
            <li key={e}>
              <Icon name="check" /> {pick(entry)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section id={id} className="section blog-details" aria-labelledby={`${id}-title`}>
      <div className="container blog-details__inner">
        <article className="blog-article">
          <Picture
            className="blog-article__image"
            image={{ src: content.image }}
            alt={pick(content.imageAlt)}
            width={1200}
            height={750}
            sizes={SIZES.column}
            loading="eager"
          />
          <ul className="post-meta">
            <li>
              <span className="visually-hidden">{t('blog.postedOn')} </span>
              <Icon name="clock" /> <time dateTime={content.date}>{formatDate(content.date, language)}</time>
            </li>
            <li>{t('blog.by', { author: pick(content.author) })}</li>
            <li>
              <span className="visually-hidden">{t('blog.category')}: </span>
              {pick(content.category)}
            </li>
            <li>{t('blog.comments', { count: content.comments.length })}</li>
          </ul>
          <h2 id={`${id}-title`} className="blog-article__title">
            {pick(content.title)}
          </h2>
          <p className="blog-article__lead">{pick(content.lead)}</p>
          {first && part(first, 0)}
          {content.quote && (
            <figure className="blog-article__quote">
              <blockquote>
                <p>{pick(content.quote.text)}</p>
              </blockquote>
              <figcaption>{pick(content.quote.cite)}</figcaption>
            </figure>
          )}
          {rest.map((item, index) => part(item, index + 1))}
          {content.tags.length > 0 && (
            <div className="blog-article__tags">
              <span>{t('blog.tagged')}:</span>
              <ul>
                {content.tags.map((tag) => (
                  <li key={tag.en}>{pick(tag)}</li>
                ))}
              </ul>
            </div>
          )}
        </article>

        <div className="blog-comments" data-testid="blog-comments">
          <h2 className="blog-article__subtitle">{t('blog.commentsHeading', { count: content.comments.length })}</h2>
          <ol className="blog-comments__list">
            {content.comments.map((comment) => (
              <li key={`${comment.name.en}-${comment.date}`} className="blog-comment">
                <Picture image={{ src: comment.avatar }} alt="" width={72} height={72} sizes="72px" />
                <div>
                  <p className="blog-comment__name">{pick(comment.name)}</p>
                  <time dateTime={comment.date}>{formatDate(comment.date, language)}</time>
                  <p>{pick(comment.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <CommentForm id={id} />
      </div>
    </section>
  );
}
