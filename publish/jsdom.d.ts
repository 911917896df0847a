/** The part of jsdom (a dev dependency without bundled types) the prerender uses. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
    /** The document as HTML, its doctype included. */
    serialize(): string;
  }
}
