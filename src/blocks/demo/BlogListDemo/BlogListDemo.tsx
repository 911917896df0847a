import { useMemo, useState } from 'react';
import type { BlogListDemoContent, BlogListDemoSection } from '../../../generated/types';
import { StatusNote } from '../../../components/StatusNote';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { BlogSidebar } from './BlogSidebar';
import { BlogSlider } from './BlogSlider';
import { PostCard } from './PostCard';
import './BlogListDemo.css';

export type BlogListDemoVariant = NonNullable<BlogListDemoSection['variant']>;

export interface BlogListDemoViewProps {
  id: string;
  content: BlogListDemoContent;
  variant: BlogListDemoVariant;
}

/** Blog posts as a grid, a standard list, a list with a filtering sidebar, or a slider. */
export function BlogListDemo({ id, content, variant }: BlogListDemoViewProps) {
  const { t, pick } = useLanguage();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const posts = content.posts;

  const visible = useMemo(() => {
    if (variant !== 'sidebar') return posts;
    const needle = query.trim().toLocaleLowerCase();
    return posts.filter((post) => {
      if (category && post.category.en !== category) return false;
      if (!needle) return true;
      return [post.title.en, post.title.ar, post.excerpt.en, post.excerpt.ar].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      );
    });
  }, [posts, variant, query, category]);

  const heading = content.heading ? pick(content.heading) : t('blog.latest');
  return (
    <section id={id} className={`section blog-list blog-list--${variant}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        {/* The blog pages have the banner's h1 above; the slider stands on a home page and shows its title. */}
        <div className={content.heading || variant === 'slider' ? 'section-title' : 'visually-hidden'}>
          {content.eyebrow && <span className="section-title__eyebrow">{pick(content.eyebrow)}</span>}
          <h2 id={`${id}-heading`}>{heading}</h2>
        </div>
        {variant === 'slider' ? (
          <BlogSlider posts={posts} />
        ) : variant === 'sidebar' ? (
          <div className="blog-list__with-sidebar">
            <div className="blog-list__main">
              <StatusNote className="blog-list__count">
                {visible.length === 0
                  ? t('blog.noMatch')
                  : visible.length < posts.length
                    ? t('blog.showing', { count: visible.length, total: posts.length })
                    : ''}
              </StatusNote>
              <div className="blog-list__items blog-list__items--wide">
                {visible.map((post) => (
                  <PostCard key={post.slug} post={post} layout="wide" />
                ))}
              </div>
            </div>
            {content.sidebar && (
              <BlogSidebar
                id={id}
                content={content.sidebar}
                posts={posts}
                query={query}
                onQuery={setQuery}
                category={category}
                onCategory={setCategory}
              />
            )}
          </div>
        ) : (
          <div className={`blog-list__items blog-list__items--${variant === 'standard' ? 'wide' : 'grid'}`}>
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} layout={variant === 'standard' ? 'wide' : 'card'} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
