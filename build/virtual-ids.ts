/**
 * The ids of the per-route virtual modules build/vite-plugin-site.ts serves, in one place: the
 * plugin resolves them, and the publisher finds their chunks in the build's manifest by them
 * (publish/vite-manifest.ts), so the two cannot drift apart.
 */

/** `virtual:site-route/<n>`: route n's title, description, sections and their blocks' entries. */
export const ROUTE_PREFIX = 'virtual:site-route/';
/** `virtual:site-islands/<n>`: route n's island sections, all a published page loads for its blocks. */
export const ISLANDS_PREFIX = 'virtual:site-islands/';

/** The id of route `index`'s module of a family (`ROUTE_PREFIX` or `ISLANDS_PREFIX`). */
export const routeModuleId = (prefix: string, index: number): string => `${prefix}${index}`;
