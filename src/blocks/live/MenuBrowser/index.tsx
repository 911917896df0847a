import { useMemo, useRef, useState } from 'react';
import { site } from 'virtual:site';
import { useCartActor } from '../../../ordering/cart/CartProvider';
import { useQuery } from '../../../data/DataProvider';
import { menuItemsQuery, type MenuPage } from './data';
import { menuAllergensQuery } from './data';
import { menuCategoriesQuery } from './data';
import { useSectionData } from '../../useSectionData';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { orderableAt } from '../../../menu/availability';
import type { FilterSettings } from '../../../menu/filterState';
import { useOrderingMinute } from '../../../menu/useOrderingMinute';
import type { SectionProps } from '../../types';
import type { MenuBrowserActions } from './actions';
import { createAnnouncer } from './Announcement';
import { MenuBrowser } from './MenuBrowser';
import { useMenuFilter } from './useMenuFilter';

const SETTINGS: FilterSettings = { bounds: site.menu.priceBounds, defaultRange: site.menu.defaultPriceRange };

/** Scrolls the menu's top into view when the visitor is below it (a new list of dishes starts there). */
function toTopOf(id: string) {
  const section = document.getElementById(id);
  if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start' });
}

export default function MenuBrowserBlock({ section }: SectionProps<'menuBrowser'>) {
  const { language, pick, t } = useLanguage();
  const { categories, allergens } = useSectionData(section, {
    categories: menuCategoriesQuery,
    allergens: menuAllergensQuery,
  });
  const { actor, filter, pending } = useMenuFilter(SETTINGS);
  const cart = useCartActor();
  const minute = useOrderingMinute();
  // Read by the quick add at the tap, so the clock's minute does not make the actions new (and
  // every card re-render with them).
  const minuteNow = useRef(minute);
  minuteNow.current = minute;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [announcer] = useState(createAnnouncer);
  const results = useQuery(menuItemsQuery, {
    search: filter.search,
    category: filter.category,
    diet: filter.diet,
    without: filter.without,
    range: filter.range,
    bounds: SETTINGS.bounds,
    page: filter.page,
    pageSize: site.menu.pageSize,
    sort: filter.sort,
    language,
  });
  // While the next page loads, keep showing the last one (marked busy) instead of flashing empty.
  const lastPage = useRef<MenuPage>({ items: [], total: 0 });
  if (results.status !== 'loading') lastPage.current = results.data;
  const actions = useMemo<MenuBrowserActions>(
    () => ({
      onSearch: (value) => {
        actor.send({ type: 'menu.search', value });
        toTopOf(section.id);
      },
      onCategory: (slug) => {
        actor.send({ type: 'menu.category', slug });
        toTopOf(section.id);
      },
      onDiet: (diet) => {
        actor.send({ type: 'menu.diet', diet });
        toTopOf(section.id);
      },
      onWithout: (id) => {
        actor.send({ type: 'menu.without', id });
        toTopOf(section.id);
      },
      onClearFilters: () => {
        actor.send({ type: 'menu.clearFilters' });
        toTopOf(section.id);
      },
      onPendingMin: (value) => actor.send({ type: 'menu.pendingMin', value }),
      onPendingMax: (value) => actor.send({ type: 'menu.pendingMax', value }),
      onApplyRange: () => {
        actor.send({ type: 'menu.applyRange' });
        toTopOf(section.id);
      },
      onPage: (page) => {
        actor.send({ type: 'menu.page', page });
        document.getElementById(section.id)?.scrollIntoView({ block: 'start' });
      },
      onSort: (sort) => {
        actor.send({ type: 'menu.sort', sort });
        toTopOf(section.id);
      },
      onView: (view) => actor.send({ type: 'menu.view', view }),
      // Only a dish with no size to choose that can be ordered now gets here (the card links the
      // others to their page, or says why they cannot be ordered).
      onQuickAdd: (item) => {
        const at = minuteNow.current;
        if (item.soldOut || item.hasSizes || (at !== null && !orderableAt(item.availability, at))) return;
        cart.send({
          type: 'cart.add',
          item: {
            id: item.id,
            name: item.name,
            image: item.image?.src ?? null,
            basePrice: item.price,
            selectedVariant: null,
            selectedAddons: [],
          },
          quantity: 1,
        });
        announcer.say(t('menu.added', { name: pick(item.name) }));
      },
      onOpenSheet: () => setSheetOpen(true),
      onCloseSheet: () => setSheetOpen(false),
    }),
    [actor, cart, announcer, pick, t, section.id],
  );
  return (
    <MenuBrowser
      id={section.id}
      content={section.content}
      filter={filter}
      pending={pending}
      bounds={SETTINGS.bounds}
      categories={categories.data}
      allergens={allergens.data}
      results={results.status === 'loading' ? lastPage.current : results.data}
      loading={results.status === 'loading'}
      pageSize={site.menu.pageSize}
      minute={minute}
      sheetOpen={sheetOpen}
      announcer={announcer}
      actions={actions}
    />
  );
}
