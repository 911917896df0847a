/**
 * Element ids the page frame takes for itself: the main content and the header's two dialogs
 * (src/layout/). A section's id is its element's id too, so the config check refuses a section
 * with one of these (build/site-config.ts): two elements with one id would break the dialogs and
 * the skip link.
 */
export const LAYOUT_IDS: readonly string[] = ['main', 'mobile-menu', 'site-search-panel', 'site-search'];
