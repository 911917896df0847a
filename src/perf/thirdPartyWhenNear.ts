/**
 * Speed technique: a third-party frame is made only as the visitor nears it.
 *
 * What it does: a frame of another site (the contact page's Google Maps embed) stands in the
 * page's HTML as a placeholder naming it (`data-frame`: its address, title and sandbox), with a
 * `<noscript>` copy for visitors without JavaScript; the page script (`watchFramesWhenNear`) makes
 * the `<iframe>` once the placeholder comes within NEAR_PX of the viewport. A frame inside a
 * dialog (the demo video) is made when the dialog opens and removed when it closes
 * (src/layout/behaviour/dialogs.ts). `loading="lazy"` alone is not enough: Chromium starts a lazy
 * frame 1,250 px or more ahead of the viewport on a fast connection, so on a phone the map, below
 * the first view, was asked for with the page.
 *
 * What it buys on `npm run bench` (2026-11-27, mobile, single runs): `/contact` FCP 1.39–1.47 →
 * 0.99–1.06 s and LCP 1.39–1.47 → 1.14–1.21 s; Lighthouse's simulation had charged the map's
 * third-party document to the first paint.
 *
 * When it could go: if browsers' lazy frames waited for the viewport, or the map moved into the
 * first view (then it is the page's content and should load with it).
 */
import { NEAR_PX } from './deferSections';

/** On a placeholder: the frame's attributes as JSON (`FrameSpec`), written by src/components/DeferredFrame.tsx. */
export const FRAME_ATTRIBUTE = 'data-frame';

export interface FrameSpec {
  src: string;
  title: string;
  sandbox?: string;
  allow?: string;
  referrerPolicy?: ReferrerPolicy;
}

function specOf(placeholder: HTMLElement): FrameSpec | null {
  try {
    const value: unknown = JSON.parse(placeholder.getAttribute(FRAME_ATTRIBUTE) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const spec = value as Record<string, unknown>;
    return typeof spec.src === 'string' && typeof spec.title === 'string' ? (spec as unknown as FrameSpec) : null;
  } catch {
    return null;
  }
}

/** Makes the placeholder's frame (once). */
export function makeFrame(placeholder: HTMLElement): void {
  if (placeholder.querySelector('iframe')) return;
  const spec = specOf(placeholder);
  if (!spec) return;
  const frame = document.createElement('iframe');
  // The sandbox before the address: the frame must never load without it.
  if (spec.sandbox !== undefined) frame.setAttribute('sandbox', spec.sandbox);
  if (spec.allow) frame.setAttribute('allow', spec.allow);
  if (spec.referrerPolicy) frame.setAttribute('referrerpolicy', spec.referrerPolicy);
  frame.setAttribute('loading', 'lazy');
  frame.setAttribute('allowfullscreen', '');
  frame.title = spec.title;
  frame.src = spec.src;
  placeholder.querySelector('noscript')?.remove();
  placeholder.append(frame);
}

/** Removes the placeholder's frame (what it showed stops). */
export function removeFrame(placeholder: HTMLElement): void {
  placeholder.querySelector('iframe')?.remove();
}

/** Makes every frame outside a dialog once it comes within NEAR_PX of the viewport. */
export function watchFramesWhenNear(doc: Document): void {
  const placeholders = [...doc.querySelectorAll<HTMLElement>(`[${FRAME_ATTRIBUTE}]`)].filter(
    (placeholder) => !placeholder.closest('dialog'),
  );
  if (placeholders.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    placeholders.forEach(makeFrame);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
        observer.unobserve(entry.target);
        makeFrame(entry.target);
      }
    },
    { rootMargin: `${NEAR_PX}px` },
  );
  placeholders.forEach((placeholder) => observer.observe(placeholder));
}
