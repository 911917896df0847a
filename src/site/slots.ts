/**
 * Slot ids the layout takes for itself among the sections' (src/perf/deferSections.ts hydrates
 * every `[data-section]` slot when the visitor comes near it). The config check refuses a section
 * with one of these ids (build/site-config.ts).
 */
export const FOOTER_SLOT = 'site-footer';

export const LAYOUT_SLOTS: readonly string[] = [FOOTER_SLOT];
