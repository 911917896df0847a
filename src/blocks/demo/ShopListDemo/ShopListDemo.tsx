import { useMemo, useState } from 'react';
import { Link } from '../../../router/links';
import type { ShopListDemoContent, ShopListDemoSection } from '../../../generated/types';
import { Icon } from '../../../components/Icon';
import { StatusNote } from '../../../components/StatusNote';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { CategoryFilter, SidebarSearch } from '../BlogListDemo/SidebarWidgets';
import { DemoDishRow } from './DemoDishRow';
// The sidebar widgets are the blog sidebar's; their look is in BlogListDemo.css.
import '../BlogListDemo/BlogListDemo.css';
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
      <SidebarSearch
        id={id}
        label={t('shopList.searchLabel')}
        placeholder={t('shopList.searchPlaceholder')}
        submitLabel={t('shopList.searchSubmit')}
        query={query}
        onQuery={setQuery}
      />
      <CategoryFilter
        title={t('shopList.categories')}
        allLabel={t('shopList.all')}
        total={total}
        categories={content.categories}
        countOf={(item) => content.dishes.filter((d) => d.category.en === item.en).length}
        selected={category}
        onSelect={setCategory}
      />
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
