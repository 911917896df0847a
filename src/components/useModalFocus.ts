import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Makes everything but `panel` inert (no focus, no clicks, hidden from screen readers and from
 * accessibility checks): each sibling of the panel and of its ancestors up to <body>. Returns
 * what puts it back.
 */
function inertOutside(panel: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = panel; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () => changed.forEach((element) => (element.inert = false));
}

/**
 * The keyboard side of a modal panel (the mobile menu, the search panel), as for any
 * `aria-modal` dialog: on opening, focus moves into it (`initial`, else its first control); Tab
 * and Shift+Tab go round its controls instead of wandering to the page behind; Escape closes it;
 * on closing, focus goes back to what had it before (the button that opened it), unless
 * something else took it meanwhile (a link in the panel that navigated). While it is open the
 * page behind it is inert, as behind a native modal <dialog>.
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  initial?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const restore = root ? inertOutside(root) : () => undefined;
    (initial?.current ?? (root && focusables(root)[0]))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onClose();
      if (event.key !== 'Tab' || !root) return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !root.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      restore();
      const lost = document.activeElement === document.body || Boolean(root?.contains(document.activeElement));
      if (opener?.isConnected && lost) opener.focus();
    };
  }, [open, onClose, panel, initial]);
}
