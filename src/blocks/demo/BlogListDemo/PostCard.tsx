import { Link } from '../../../router/links';
import type { BlogPostSummary } from '../../../generated/types';
import { formatDate } from '../../../i18n/dates';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Icon } from '../../../components/Icon';
import { Picture } from '../../../components/Picture';
import { SIZES } from '../../../components/imageSizes';

export interface PostCardProps {
  post: BlogPostSummary;
  /** card: picture above text (grid, slider); wide: a large picture with a longer excerpt (standard lists). */
  layout: 'card' | 'wide';
}

/** One post in a list: picture, date, author, comments, category, title, excerpt and a read-more link. */
export function PostCard({ post, layout }: PostCardProps) {
  const { t, pick, language } = useLanguage();
  const title = pick(post.title);
  return (
    <article className={`post-card post-card--${layout}`} data-testid="post-card">
      <div className="post-card__media">
        <Picture image={{ src: post.image }} alt={pick(post.imageAlt)} width={1200} height={750} sizes={SIZES.column} />
        <span className="post-card__category">{pick(post.category)}</span>
      </div>
      <div className="post-card__body">
        <ul className="post-card__meta">
          <li>
            <Icon name="clock" /> <time dateTime={post.date}>{formatDate(post.date, language)}</time>
          </li>
          <li>{t('blog.by', { author: pick(post.author) })}</li>
          {post.comments !== undefined && <li>{t('blog.comments', { count: post.comments })}</li>}
        </ul>
        <h3 className="post-card__title">
          <Link to={post.href}>{title}</Link>
        </h3>
        <p className="post-card__excerpt">{pick(post.excerpt)}</p>
        <Link to={post.href} className="post-card__more" aria-label={t('blog.readMoreAbout', { title })}>
          {t('blog.readMore')} <Icon name="arrow" />
        </Link>
      </div>
    </article>
  );
}
