/** The one dynamic import of Swiper: the boundary unit tests mock. */
export function loadLiveCarousel(): Promise<typeof import('./LiveCarousel')> {
  return import('./LiveCarousel');
}
