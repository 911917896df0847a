/**
 * The page's islands: the blocks a visitor acts on (their schema's "browser": "island", marked
 * `data-island` on their slot by src/render/Sections.tsx), each a React root of its own over its
 * slot. Every other part of the page is its HTML alone, the header's and footer's behaviour the
 * page script's (src/layout/behaviour/).
 *
 * Loaded with the route's islands chunk (`virtual:site-islands/<n>`, build/vite-plugin-site.ts),
 * which names only the island sections of its route and their blocks' entries, when the first
 * island of the page is to hydrate: a page without islands never loads this module nor the
 * components' runtime (Preact with its React layer, build/preact.ts), and one whose islands are
 * all below the fold only when the visitor nears one (src/main.tsx, src/perf/deferSections.ts).
 * Each island hydrates from its HTML in a task of its own, once its block's code is in (its parts
 * marked to hydrate later, a task each after it: src/perf/hydrateLater.tsx); on an address the
 * page's HTML was not made for (a query: the menu's filters) it is rendered anew from the live
 * version's data. All the roots share the data cache, the cart and the page's language, so an
 * island's change (a dish added) reaches the others.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '../App';
import type { RouteBlocks } from '../blocks/block';
import { QueryCache } from '../data/cache';
import type { PublishedData } from '../data/published';
import type { Section } from '../generated/types';
import type { Language } from '../i18n/dictionary';
import { browserCart } from '../ordering/cart/CartProvider';
import { noteEarlyChoices } from '../perf/earlyChoices';
import { HydrationQueue, HydrationQueueContext } from '../perf/hydrateLater';
import { nextTask } from '../perf/nextTask';
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
    // The island's parts marked to hydrate later (src/perf/hydrateLater.tsx) wait in its queue, a
    // task each; a root rendered anew has none, and its parts render at once.
    const queue = hydrating ? new HydrationQueue() : null;
    const island = (
      <StrictMode>
        <AppProviders {...providers} cart={cart}>
          <HydrationQueueContext value={queue}>
            <SectionContent section={section} blocks={blocks} hydrating={hydrating} />
          </HydrationQueueContext>
        </AppProviders>
      </StrictMode>
    );
    if (!queue) {
      noteEarlyChoices(section.id, slot);
      slot.replaceChildren();
      createRoot(slot).render(island);
      return;
    }
    // A visitor's press or key on the island has its waiting parts all hydrate at once.
    const hurry = () => queue.hurry();
    for (const type of ['pointerdown', 'keydown'] as const)
      slot.addEventListener(type, hurry, { capture: true, once: true, passive: true });
    // The block's code first: hydrated with it in, the island is whole and live in one render
    // (a block that suspended would leave its slot half hydrated, and held presses replayed early).
    // A block whose code cannot load hydrates anyway, and its slot shows the section's notice.
    // Each island in a task of its own: the islands in view are woken together, and hydrated in
    // one task's microtasks they made one long task (the home page's slider and offers).
    const block = blocks[section.type];
    void (block ? block.preload() : Promise.resolve())
      .catch(() => undefined)
      .then(nextTask)
      .then(() => {
        // What the visitor chose before now is made again once the island is live (earlyChoices.ts).
        noteEarlyChoices(section.id, slot);
        hydrateRoot(slot, island);
      });
  };
}
