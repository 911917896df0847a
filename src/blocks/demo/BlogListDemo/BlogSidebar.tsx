import { Link } from '../../../router/links';
import type { BlogPostSummary, BlogSidebarContent, LocalizedText } from '../../../generated/types';
import { formatDate } from '../../../i18n/dates';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Picture } from '../../../components/Picture';
import { CategoryFilter, SidebarSearch, SidebarWidget } from './SidebarWidgets';

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
      <SidebarSearch
        id={id}
        className="blog-search"
        label={t('blog.searchLabel')}
        placeholder={t('blog.searchPlaceholder')}
        submitLabel={t('blog.searchSubmit')}
        query={query}
        onQuery={onQuery}
      />
      <CategoryFilter
        title={t('blog.categories')}
        allLabel={t('blog.allCategories')}
        total={posts.length}
        categories={content.categories}
        countOf={(item) => countIn(posts, item)}
        selected={category}
        onSelect={onCategory}
      />
      <SidebarWidget title={t('blog.recentPosts')}>
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
      </SidebarWidget>
      <SidebarWidget title={t('blog.tags')}>
        <ul className="blog-tags">
          {content.tags.map((tag) => (
            <li key={tag.en}>{pick(tag)}</li>
          ))}
        </ul>
      </SidebarWidget>
    </aside>
  );
}
