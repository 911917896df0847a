/**
 * The renderer: each section is looked up by type among its route's block entries (the route's
 * chunk holds the entries of its own sections, build/vite-plugin-site.ts) and keyed by its
 * stable id.
 *
 * Every section stands in a slot (`<div class="section-slot" data-section=id>`, laid out as if it
 * were not there) and its own Suspense boundary, so the sections of a prerendered page hydrate
 * independently: those near the viewport at once, the others when the visitor comes near them
 * (src/perf/deferSections.ts).
 */
import { memo, Suspense, type ComponentType } from 'react';
import type { RouteBlocks } from '../blocks/block';
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

function SectionBlock<K extends SectionType>({
  type,
  section,
  blocks,
}: {
  type: K;
  section: SectionOf<K>;
  blocks: RouteBlocks;
}) {
  const Block: ComponentType<SectionProps<K>> | undefined = blocks[type];
  // The route's chunk names every type its sections have; a miss is a build out of step.
  if (!Block) throw new Error(`no block "${type}" among this route's blocks`);
  return <Block section={section} />;
}

export const Sections = memo(function Sections({
  sections,
  blocks,
}: {
  sections: readonly Section[];
  blocks: RouteBlocks;
}) {
  return (
    <>
      {sections.map((section) => (
        <div key={section.id} className="section-slot" data-section={section.id}>
          <SectionBoundary id={section.id} fallback={<SectionFailed />}>
            <Suspense fallback={<div className="section-pending" aria-hidden="true" />}>
              <WhenNear id={section.id}>
                <SectionBlock type={section.type} section={section} blocks={blocks} />
              </WhenNear>
            </Suspense>
          </SectionBoundary>
        </div>
      ))}
    </>
  );
});
