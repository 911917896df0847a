/**
 * A block's entry (in each route's chunk, build/vite-plugin-site.ts, and in the prerender's
 * whole registry, src/generated/blocks.ts, both generated from the block folders): its lazily
 * loaded code, with the string areas its component reads (src/i18n/dictionary.ts; `common` is
 * always in), and whether it is an island (its schema's "browser": the visitor acts on it, so it
 * hydrates on its own root; every other block is its HTML alone). A block renders once its code
 * and those strings are in. The mapped type makes a block type without an entry, or an entry of a
 * wrong shape, a compile error.
 */
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import type { StringArea } from '../i18n/dictionary';
import { addAreaLoaders, loadStringAreas, type AreaLoaders } from '../i18n/messages';
import { importWithReload } from '../perf/importWithReload';
import type { SectionProps, SectionType } from './types';

export type BlockEntry<P> = FunctionComponent<P> & {
  readonly strings: readonly StringArea[];
  readonly island: boolean;
  /**
   * Loads the block's code and strings, after which it renders without suspending: an island's
   * root waits for it before hydrating (src/islands/start.tsx), so the whole block hydrates at
   * once and is live only when it is. A failed load is forgotten, and the next render tries again.
   */
  readonly preload: () => Promise<unknown>;
};
export type BlockRegistry = { [K in SectionType]: BlockEntry<SectionProps<K>> };
/** The entries of one route's sections (each route's chunk holds its own: build/vite-plugin-site.ts). */
export type RouteBlocks = Partial<BlockRegistry>;

const made = new Map<string, BlockEntry<never>>();

/**
 * A block type's entry, made once: every route chunk that shows the type (and the prerender's
 * whole registry) gets the same lazy component, so a page that moves between two routes with the
 * same block does not load or suspend it again.
 */
export function blockOf<K extends SectionType>(
  type: K,
  load: () => Promise<{ default: ComponentType<SectionProps<K>> }>,
  {
    strings = [],
    loaders,
    island = false,
  }: {
    strings?: readonly StringArea[];
    /** Where those areas load from (a route chunk's entries; the prerender registers every string). */
    loaders?: AreaLoaders;
    island?: boolean;
  } = {},
): BlockEntry<SectionProps<K>> {
  if (loaders) addAreaLoaders(loaders);
  let entry = made.get(type) as BlockEntry<SectionProps<K>> | undefined;
  if (!entry) {
    interface Loaded {
      default: ComponentType<SectionProps<K>>;
    }
    let loading: Promise<Loaded> | null = null;
    const preload = (): Promise<Loaded> => {
      if (loading) return loading;
      const started = Promise.all([importWithReload(load), loadStringAreas(strings)]).then(
        ([module]) => {
          // Marked as `use()` marks a settled promise, so it reads the code without suspending.
          loading = Object.assign(Promise.resolve(module), { status: 'fulfilled' as const, value: module });
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      loading = started;
      return started;
    };
    const Block = (props: SectionProps<K>) => createElement(use(preload()).default, props);
    Block.displayName = `Block(${type})`;
    entry = Object.assign(Block, { strings, island, preload });
    made.set(type, entry as BlockEntry<never>);
  }
  return entry;
}
