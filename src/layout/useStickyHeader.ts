import { useEffect, useState } from 'react';

export type StickyState = 'top' | 'sticky-hidden' | 'sticky-shown';

/**
 * SPEC section 2: scrolling down adds the sticky class (header tucked away), scrolling up
 * shows it again, and at the top of the page it resets.
 */
export function useStickyHeader(threshold = 120): StickyState {
  const [state, setState] = useState<StickyState>('top');
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= threshold) setState('top');
      else if (y > last) setState('sticky-hidden');
      else if (y < last) setState('sticky-shown');
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return state;
}
