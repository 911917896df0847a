/**
 * The widgets of the blog sidebar, which the shop list's sidebar shares (look in BlogListDemo.css):
 * a search box and a category filter. Their words come from the block that shows them.
 */
import type { ReactNode } from 'react';
import type { LocalizedText } from '../../../generated/types';
import { Icon } from '../../../components/Icon';
import { useLanguage } from '../../../i18n/LanguageProvider';

/** A titled box of the sidebar. */
export function SidebarWidget({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="blog-widget">
      <h3 className="blog-widget__title">{title}</h3>
      {children}
    </div>
  );
}

export interface SidebarSearchProps {
  /** The block's id; the input is `${id}-search`. */
  id: string;
  className?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  query: string;
  onQuery: (query: string) => void;
}

/** A search box that filters as the visitor types; submitting changes nothing. */
export function SidebarSearch({ id, className, label, placeholder, submitLabel, query, onQuery }: SidebarSearchProps) {
  return (
    <div className="blog-widget">
      <form role="search" className={className} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-search`} className="blog-widget__title">
          {label}
        </label>
        <div className="blog-search__row">
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            placeholder={placeholder}
            onChange={(event) => onQuery(event.target.value)}
          />
          <button type="submit" className="icon-button" aria-label={submitLabel}>
            <Icon name="search" />
          </button>
        </div>
      </form>
    </div>
  );
}

export interface CategoryFilterProps {
  title: string;
  allLabel: string;
  /** How many entries there are in all. */
  total: number;
  categories: LocalizedText[];
  countOf: (category: LocalizedText) => number;
  /** English name of the chosen category, or null for all. */
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** "All" and one toggle button per category, each with its count; choosing the chosen one again shows all. */
export function CategoryFilter({
  title,
  allLabel,
  total,
  categories,
  countOf,
  selected,
  onSelect,
}: CategoryFilterProps) {
  const { pick } = useLanguage();
  return (
    <SidebarWidget title={title}>
      <ul className="blog-categories">
        <li>
          <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
            <span>{allLabel}</span>
            <span className="blog-categories__count">{total}</span>
          </button>
        </li>
        {categories.map((item) => (
          <li key={item.en}>
            <button
              type="button"
              aria-pressed={selected === item.en}
              onClick={() => onSelect(selected === item.en ? null : item.en)}
            >
              <span>{pick(item)}</span>
              <span className="blog-categories__count">{countOf(item)}</span>
            </button>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}
