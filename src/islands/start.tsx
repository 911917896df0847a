/**
 * The page's islands: the blocks a visitor acts on (their schema's "browser": "island", marked
 * `data-island` on their slot by src/render/Sections.tsx), each a React root of its own over its
 * slot. Every other part of the page is its HTML alone, the header's and footer's behaviour the
 * page script's (src/layout/behaviour/).
 *
 * Loaded with the route's islands chunk (`virtual:site-islands/<n>`, build/vite-plugin-site.ts),
 * which names only the island sections of its route and their blocks' entries, when the first
 * island of the page is to hydrate: a page without islands never loads this module nor React, and
 * one whose islands are all below the fold only when the visitor nears one (src/main.tsx,
 * src/perf/deferSections.ts). Each island hydrates from its HTML (as a transition, in slices,
 * src/perf/hydrateInSlices.ts); on an address the page's HTML was not made for (a query: the
 * menu's filters) it is rendered anew from the live version's data. All the roots share the data
 * cache, the cart and the page's language, so an island's change (a dish added) reaches the others.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../App';
import type { RouteBlocks } from '../blocks/block';
import { QueryCache } from '../data/cache';
import type { PublishedData } from '../data/published';
import type { Section } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { browserCart } from '../ordering/cart/CartProvider';
import { hydrateInSlices } from '../perf/hydrateInSlices';
import { SectionContent } from '../render/Sections';
import type { PageSite } from '../site/pageSite';

export interface IslandsPage {
  /** The route's island sections (the islands chunk's). */
  sections: readonly Section[];
  blocks: RouteBlocks;
}

export interface IslandsContext {
  published: PublishedData;
  /** The site the page belongs to (src/site/pageSite.ts). */
  site: PageSite;
  language: Language;
  languages: readonly Language[];
  /**
   * The data the page's HTML was made from (its data file's query entries), when it was made for
   * this address: the islands hydrate from it. Null: they render anew from the live version's data.
   */
  entries: Record<string, unknown> | null;
}

/**
 * What hydrates the page's islands, one slot at a time (src/main.tsx calls it for each island when
 * its time comes, src/perf/deferSections.ts): the roots share one cart.
 */
export function startIslands({ sections, blocks }: IslandsPage, context: IslandsContext): (slot: HTMLElement) => void {
  const cart = browserCart();
  const { entries, ...rest } = context;
  const hydrating = entries !== null;
  const cache = new QueryCache();
  if (entries) cache.hydrate(entries);
  const providers = { ...rest, cache };
  return (slot) => {
    const section = sections.find((candidate) => candidate.id === slot.dataset.section);
    // The route's chunk names every island section; a miss is a build out of step with the page.
    if (!section) return void console.error(`[islands] no section "${slot.dataset.section}" in this route's chunk`);
    const island = (
      <StrictMode>
        <AppProviders {...providers} cart={cart}>
          <SectionContent section={section} blocks={blocks} hydrating={hydrating} />
        </AppProviders>
      </StrictMode>
    );
    if (hydrating) hydrateInSlices(slot, island);
    else {
      slot.replaceChildren();
      createRoot(slot).render(island);
    }
  };
}
