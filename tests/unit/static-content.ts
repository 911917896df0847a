/** Test helper: one resolved, schema-validated section of the shipped config. */
import { loadSiteConfig } from '../../build/site-config.ts';
import type { SectionOf, SectionType } from '../../src/blocks/types';
import type { SiteConfig } from '../../src/generated/types';

let config: SiteConfig | undefined;

export function staticSection<K extends SectionType>(path: string, id: string, type: K): SectionOf<K> {
  config ??= loadSiteConfig();
  const section = config.routes.find((r) => r.path === path)?.sections.find((s) => s.id === id);
  if (section?.type !== type) throw new Error(`no ${type} section "${id}" on ${path}`);
  return section as SectionOf<K>;
}
