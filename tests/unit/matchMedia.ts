/** jsdom has no matchMedia (Swiper's breakpoints, the carousels' reduced-motion check need one). */

/** A media query whose answer never changes. */
export class StillMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: MediaQueryList['onchange'] = null;

  constructor(
    readonly media: string,
    readonly matches: boolean,
  ) {
    super();
  }

  /** The deprecated listener API; the app uses addEventListener. */
  addListener(): void {}
  removeListener(): void {}
}

/** A window.matchMedia answering each query with `matches(query)` at the time it is asked. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return (query) => new StillMediaQueryList(query, matches(query));
}
