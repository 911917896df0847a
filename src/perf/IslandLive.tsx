/**
 * The React half of an island's hydration (src/perf/deferSections.ts holds the technique's header
 * and figures): src/render/Sections.tsx wraps every section in it, inside the section's own
 * Suspense boundary, in the prerender as in the island's root (src/islands/start.tsx), so the two
 * render the same tree. Its first render in the browser reads the data its HTML was made from
 * (the cache's current data from the next render on); once it has mounted, and the parts it
 * hydrates later have (src/perf/hydrateLater.tsx), its slot says it is live and presses held for
 * it are replayed.
 */
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { HydrationDataContext } from '../data/DataProvider';
import { markLive } from './deferSections';
import { adoptEarlyChoices } from './earlyChoices';
import { HydrationQueueContext } from './hydrateLater';

export function IslandLive({ id, hydrating, children }: { id: string; hydrating: boolean; children: ReactNode }) {
  const [fromHtml, setFromHtml] = useState(hydrating);
  const queue = useContext(HydrationQueueContext);
  useEffect(() => {
    const live = () => {
      const slots = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
        (slot) => slot.dataset.section === id,
      );
      // The choices the visitor made before the island's script ran, then the presses held since.
      for (const slot of slots) adoptEarlyChoices(id, slot);
      markLive(id);
      // The slot says its island is live (the e2e tests wait for it, as a visitor's hand does).
      for (const slot of slots) slot.dataset.live = '';
    };
    // Live once the parts that hydrate later have too (src/perf/hydrateLater.tsx).
    if (queue) void queue.seal().then(live);
    else live();
    setFromHtml(false);
  }, [id, queue]);
  return <HydrationDataContext value={fromHtml}>{children}</HydrationDataContext>;
}
