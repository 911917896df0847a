/**
 * The renderer: each section is looked up in the registry by type and keyed by its stable id.
 *
 * Every section stands in a slot (`<div class="section-slot" data-section=id>`, laid out as if it
 * were not there) and its own Suspense boundary, so the sections of a prerendered page hydrate
 * independently: those near the viewport at once, the others when the visitor comes near them
 * (src/perf/deferSections.ts).
 */
import { memo, Suspense, type ComponentType } from 'react';
import type { BlockRegistry } from '../blocks/block';
import { registry } from '../generated/blocks';
import type { SectionOf, SectionProps, SectionType } from '../blocks/types';
import type { Section } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { WhenNear } from '../perf/WhenNear';
import { SectionBoundary } from './SectionBoundary';

function SectionFailed() {
  const { t } = useLanguage();
  return (
    <p className="section-failed" role="note">
      {t('error.sectionFailed')}
    </p>
  );
}

const blocks: BlockRegistry = registry;

function SectionBlock<K extends SectionType>({ type, section }: { type: K; section: SectionOf<K> }) {
  const Block: ComponentType<SectionProps<K>> = blocks[type];
  return <Block section={section} />;
}

export const Sections = memo(function Sections({ sections }: { sections: readonly Section[] }) {
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
