/** The renderer: each section is looked up in the registry by type and keyed by its stable id. */
import { Suspense, type ComponentType } from 'react';
import { registry, type BlockRegistry } from '../blocks/registry';
import type { SectionOf, SectionProps, SectionType } from '../blocks/types';
import type { Section } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
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

export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionBoundary key={section.id} id={section.id} fallback={<SectionFailed />}>
          <Suspense fallback={<div className="section-pending" aria-hidden="true" />}><SectionBlock type={section.type} section={section} /></Suspense>
        </SectionBoundary>
      ))}
    </>
  );
}
