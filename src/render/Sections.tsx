/**
 * The renderer: each section is looked up in the registry by type and keyed by its stable id.
 *
 * Every section stands in a slot (`<div class="section-slot" data-section=id>`, laid out as if it
 * were not there) and its own Suspense boundary, so the sections of a prerendered page hydrate
 * independently: those near the viewport at once, the others when the visitor comes near them
 * (src/render/deferSections.ts).
 */
import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { registry, type BlockRegistry } from '../blocks/registry';
import type { SectionOf, SectionProps, SectionType } from '../blocks/types';
import { HydrationDataContext } from '../data/DataProvider';
import type { Section } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { markLive, sectionGate, wakeAll } from './deferSections';
import { SectionBoundary } from './SectionBoundary';

function SectionFailed() {
  const { t } = useLanguage();
  return <p className="section-failed" role="note">{t('error.sectionFailed')}</p>;
}

const blocks: BlockRegistry = registry;

function SectionBlock<K extends SectionType>({ type, section }: { type: K; section: SectionOf<K> }) {
  const Block: ComponentType<SectionProps<K>> = blocks[type];
  return <Block section={section} />;
}

/** Sections that waited for the visitor: their first render must match their HTML. */
const hydratingLate = new Set<string>();

/**
 * A deferred section's code is asked for only once its gate opens; its first render then reads
 * the data its HTML was made from, and the cache's current data from the next render on.
 */
function WhenNear({ id, children }: { id: string; children: ReactNode }) {
  const gate = sectionGate(id);
  if (gate) {
    hydratingLate.add(id);
    use(gate);
  }
  const [fromHtml, setFromHtml] = useState(() => hydratingLate.has(id));
  useEffect(() => {
    hydratingLate.delete(id);
    setFromHtml(false);
    markLive(id);
    // The slot says its section is live (the e2e tests wait for it, as a visitor's hand does).
    for (const slot of document.querySelectorAll<HTMLElement>('[data-section]')) if (slot.dataset.section === id) slot.dataset.live = '';
  }, [id]);
  return <HydrationDataContext value={fromHtml}>{children}</HydrationDataContext>;
}

/**
 * A navigation (the address, its query or hash) or a language switch is about to change the
 * page: sections still waiting hydrate now, from their HTML, before the change reaches them.
 * Done while rendering, before React reaches the waiting sections: a navigation is a transition,
 * and it would otherwise wait for them.
 */
function useWakeOnChange(): void {
  const { key } = useLocation();
  const { language, requested } = useLanguage();
  const first = useRef({ key, language, requested });
  if (first.current.key !== key || first.current.language !== language || first.current.requested !== requested) wakeAll();
}

export const Sections = memo(function Sections({ sections }: { sections: readonly Section[] }) {
  useWakeOnChange();
  return (
    <>
      {sections.map((section) => (
        <div key={section.id} className="section-slot" data-section={section.id}>
          <SectionBoundary id={section.id} fallback={<SectionFailed />}>
            <Suspense fallback={<div className="section-pending" aria-hidden="true" />}>
              <WhenNear id={section.id}>
                <SectionBlock type={section.type} section={section} />
              </WhenNear>
            </Suspense>
          </SectionBoundary>
        </div>
      ))}
    </>
  );
});
