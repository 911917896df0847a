import { Link } from '../../router/links';
import type { BlogPostSummary, BlogSidebarContent, LocalizedText } from '../../generated/types';
import { Icon } from '../../components/Icon';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Picture } from '../../components/Picture';

export interface BlogSidebarProps {
  id: string;
  content: BlogSidebarContent;
  posts: BlogPostSummary[];
  query: string;
  onQuery: (query: string) => void;
  /** English name of the chosen category, or null for all posts. */
  category: string | null;
  onCategory: (category: string | null) => void;
}

function countIn(posts: BlogPostSummary[], category: LocalizedText): number {
  return posts.filter((post) => post.category.en === category.en).length;
}

/** Search box, category filter, the three most recent posts and popular tags. */
export function BlogSidebar({ id, content, posts, query, onQuery, category, onCategory }: BlogSidebarProps) {
  const { t, pick, language } = useLanguage();
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar')}>
      <div className="blog-widget">
        <form role="search" className="blog-search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-search`} className="blog-widget__title">
            {t('blog.searchLabel')}
          </label>
          <div className="blog-search__row">
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              placeholder={t('blog.searchPlaceholder')}
              onChange={(event) => onQuery(event.target.value)}
            />
            <button type="submit" className="icon-button" aria-label={t('blog.searchSubmit')}>
              <Icon name="search" />
            </button>
          </div>
        </form>
      </div>
      <div className="blog-widget">
        <h3 className="blog-widget__title">{t('blog.categories')}</h3>
        <ul className="blog-categories">
          <li>
            <button type="button" aria-pressed={category === null} onClick={() => onCategory(null)}>
              <span>{t('blog.allCategories')}</span>
              <span className="blog-categories__count">{posts.length}</span>
            </button>
          </li>
          {content.categories.map((item) => (
            <li key={item.en}>
              <button
                type="button"
                aria-pressed={category === item.en}
                onClick={() => onCategory(category === item.en ? null : item.en)}
              >
                <span>{pick(item)}</span>
                <span className="blog-categories__count">{countIn(posts, item)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="blog-widget">
        <h3 className="blog-widget__title">{t('blog.recentPosts')}</h3>
        <ul className="blog-recent">
          {posts.slice(0, 3).map((post) => (
            <li key={post.slug}>
              <Picture image={{ src: post.image }} alt="" width={80} height={80} sizes="80px" />
              <div>
                <time dateTime={post.date}>{formatDate(post.date, language)}</time>
                <Link to={post.href}>{pick(post.title)}</Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="blog-widget">
        <h3 className="blog-widget__title">{t('blog.tags')}</h3>
        <ul className="blog-tags">
          {content.tags.map((tag) => (
            <li key={tag.en}>{pick(tag)}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
