/**
 * The React half of deferred section hydration (src/perf/deferSections.ts holds the technique's
 * header and figures): src/render/Sections.tsx wraps every section in it, inside the section's
 * own Suspense boundary.
 */
import { use, useEffect, useState, type ReactNode } from 'react';
import { HydrationDataContext } from '../data/DataProvider';
import { isHydrating, markLive, noteHydratingLate, sectionGate } from './deferSections';

/**
 * A deferred section's code is asked for only once its gate opens; its first render then reads
 * the data its HTML was made from, and the cache's current data from the next render on.
 */
export function WhenNear({ id, children }: { id: string; children: ReactNode }) {
  const gate = sectionGate(id);
  if (gate) {
    noteHydratingLate(id);
    use(gate);
  }
  const [fromHtml, setFromHtml] = useState(() => isHydrating(id));
  useEffect(() => {
    markLive(id);
    setFromHtml(false);
    // The slot says its section is live (the e2e tests wait for it, as a visitor's hand does).
    for (const slot of document.querySelectorAll<HTMLElement>('[data-section]'))
      if (slot.dataset.section === id) slot.dataset.live = '';
  }, [id]);
  return <HydrationDataContext value={fromHtml}>{children}</HydrationDataContext>;
}
