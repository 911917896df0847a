/**
 * A block's registry entry (src/generated/blocks.ts, generated from the block folders): its
 * lazily loaded entry, with the string areas its component reads (src/i18n/dictionary.ts;
 * `common` is always in). A block renders once its code and those strings are in. The mapped
 * type makes a block type without an entry, or an entry of a wrong shape, a compile error.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StringArea } from '../i18n/dictionary';
import { loadStringAreas } from '../i18n/messages';
import { importWithReload } from '../perf/importWithReload';
import type { SectionProps, SectionType } from './types';

export type BlockEntry<P> = LazyExoticComponent<ComponentType<P>> & { readonly strings: readonly StringArea[] };
export type BlockRegistry = { [K in SectionType]: BlockEntry<SectionProps<K>> };

export function block<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  strings: readonly StringArea[] = [],
): BlockEntry<P> {
  const component = lazy(() =>
    Promise.all([importWithReload(load), loadStringAreas(strings)]).then(([module]) => module),
  );
  return Object.assign(component, { strings });
}
