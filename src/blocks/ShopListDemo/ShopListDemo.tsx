import { useMemo, useState } from 'react';
import { Link } from '../../router/links';
import type { ShopListDemoContent, ShopListDemoSection } from '../../generated/types';
import { Icon } from '../../components/Icon';
import { StatusNote } from '../../components/StatusNote';
import { useLanguage } from '../../i18n/LanguageProvider';
import { DemoDishRow } from './DemoDishRow';
// The sidebar widgets share the blog sidebar's look (.blog-widget, .blog-categories, .blog-search__row).
import '../BlogList/BlogList.css';
import './ShopListDemo.css';

export type ShopListVariant = NonNullable<ShopListDemoSection['variant']>;

export interface ShopListDemoViewProps {
  id: string;
  content: ShopListDemoContent;
  variant: ShopListVariant;
}

/** Hardcoded dishes in a list with a sidebar (search, categories, a promo) on the start or end side. */
export function ShopListDemo({ id, content, variant }: ShopListDemoViewProps) {
  const { t, pick } = useLanguage();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const total = content.dishes.length;
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return content.dishes.filter(
      (dish) =>
        (!category || dish.category.en === category) &&
        (!needle || [dish.name.en, dish.name.ar].some((name) => name.toLocaleLowerCase().includes(needle))),
    );
  }, [content.dishes, query, category]);

  const sidebar = (
    <aside className="shop-list__sidebar" aria-label={t('shopList.sidebar')}>
      <div className="blog-widget">
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-search`} className="blog-widget__title">
            {t('shopList.searchLabel')}
          </label>
          <div className="blog-search__row">
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              placeholder={t('shopList.searchPlaceholder')}
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className="icon-button" aria-label={t('shopList.searchSubmit')}>
              <Icon name="search" />
            </button>
          </div>
        </form>
      </div>
      <div className="blog-widget">
        <h3 className="blog-widget__title">{t('shopList.categories')}</h3>
        <ul className="blog-categories">
          <li>
            <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
              <span>{t('shopList.all')}</span>
              <span className="blog-categories__count">{total}</span>
            </button>
          </li>
          {content.categories.map((item) => (
            <li key={item.en}>
              <button
                type="button"
                aria-pressed={category === item.en}
                onClick={() => setCategory(category === item.en ? null : item.en)}
              >
                <span>{pick(item)}</span>
                <span className="blog-categories__count">
                  {content.dishes.filter((d) => d.category.en === item.en).length}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="shop-list__promo">
        <h3>{pick(content.promo.title)}</h3>
        <p>{pick(content.promo.text)}</p>
        <Link to={content.promo.link.href} className="btn btn--primary">
          {pick(content.promo.link.label)} <Icon name="arrow" />
        </Link>
      </div>
    </aside>
  );

  return (
    <section id={id} className={`section shop-list shop-list--${variant}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('shopList.heading')}
      </h2>
      <div className="container shop-list__layout">
        {variant === 'sidebar-left' && sidebar}
        <div className="shop-list__main">
          <StatusNote className="shop-list__count">
            {visible.length === 0 ? t('shopList.noMatch') : t('shopList.showing', { count: visible.length, total })}
          </StatusNote>
          <div className="shop-list__items">
            {visible.map((dish) => (
              <DemoDishRow key={dish.slug} dish={dish} />
            ))}
          </div>
        </div>
        {variant === 'sidebar-right' && sidebar}
      </div>
    </section>
  );
}
