/**
 * Speed technique: a third-party frame is made only as the visitor nears it.
 *
 * What it does: `useNearViewport` turns true once an element comes within `margin` of the
 * viewport (an IntersectionObserver), and stays true. The contact page's Google Maps embed
 * (src/blocks/live/ContactDetails/) renders its `<iframe>` only then; the prerendered page keeps
 * a `<noscript>` copy for visitors without JavaScript. `loading="lazy"` alone is not enough:
 * Chromium starts a lazy frame 1,250 px or more ahead of the viewport on a fast connection, so on
 * a phone the map, below the first view, was asked for with the page.
 *
 * What it buys on `npm run bench` (2026-11-27, mobile, single runs): `/contact` FCP 1.39–1.47 →
 * 0.99–1.06 s and LCP 1.39–1.47 → 1.14–1.21 s; Lighthouse's simulation had charged the map's
 * third-party document to the first paint.
 *
 * When it could go: if browsers' lazy frames waited for the viewport, or the map moved into the
 * first view (then it is the page's content and should load with it).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { NEAR_PX } from './deferSections';

/**
 * True once the element has come within `margin` of the viewport (by default the distance at
 * which a section loads its code, NEAR_PX); true at once without IntersectionObserver.
 */
export function useNearViewport<T extends Element>(margin = `${NEAR_PX}px`): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
