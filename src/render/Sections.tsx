/**
 * The renderer: each section is looked up by type among its route's block entries (the route's
 * chunk holds the entries of its own sections, build/vite-plugin-site.ts) and keyed by its
 * stable id.
 *
 * Every section stands in a slot (`<div class="section-slot" data-section=id>`, laid out as if it
 * were not there) around its own Suspense boundary. A section whose block is an island (its
 * schema's "browser") says so on its slot (`data-island`): in the browser that slot alone is a
 * React root of its own, which hydrates `SectionContent`, the very tree rendered into it here
 * (src/islands/start.tsx). Every other section is its HTML.
 */
import { memo, Suspense, type ComponentType } from 'react';
import type { RouteBlocks } from '../blocks/block';
import type { SectionOf, SectionProps, SectionType } from '../blocks/types';
import type { Section } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { IslandLive } from '../perf/IslandLive';
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

/**
 * What a section's slot holds: in the page's HTML, and as an island's root in the browser
 * (`hydrating`: its first render reads the data its HTML was made from).
 */
export function SectionContent({
  section,
  blocks,
  hydrating = false,
}: {
  section: Section;
  blocks: RouteBlocks;
  hydrating?: boolean;
}) {
  return (
    <SectionBoundary id={section.id} fallback={<SectionFailed />}>
      <Suspense fallback={<div className="section-pending" aria-hidden="true" />}>
        <IslandLive id={section.id} hydrating={hydrating}>
          <SectionBlock type={section.type} section={section} blocks={blocks} />
        </IslandLive>
      </Suspense>
    </SectionBoundary>
  );
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
        <div
          key={section.id}
          className="section-slot"
          data-section={section.id}
          data-island={blocks[section.type]?.island ? section.type : undefined}
        >
          <SectionContent section={section} blocks={blocks} />
        </div>
      ))}
    </>
  );
});
