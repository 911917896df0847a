/** Block typing helpers derived from the generated section union; no hand-written prop types. */
import type { Section } from '../generated/types';

export type SectionType = Section['type'];
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>;

/** Props every block entry point receives from the renderer. */
export interface SectionProps<K extends SectionType> {
  section: SectionOf<K>;
}
