/**
 * The page's dialogs (the header's search panel and phone menu, the demo video popup) are native
 * modal `<dialog>` elements in its HTML, so no React is needed to open them. A press on a button
 * naming one (`data-opens`) loads its styles the first time, then opens it with `showModal()`: the
 * browser makes the rest of the page inert, moves focus into the dialog, closes it on Escape and
 * gives focus back to the button. This adds what a native dialog leaves out: Tab and Shift+Tab go
 * round the dialog's controls (not to the browser's own), a press on `data-closes` closes it, the
 * opener's `aria-expanded` follows, a frame inside (the video) is made on opening and removed on
 * closing (so playback stops), and an empty search asks for the whole menu.
 */
import { makeFrame, removeFrame, FRAME_ATTRIBUTE } from '../../perf/thirdPartyWhenNear';
import { DIALOG_CLOSER, DIALOG_OPENER, DIALOG_STYLES } from './attributes';

export { DIALOG_CLOSER, DIALOG_OPENER, DIALOG_STYLES };

/** Each dialog's styles, which the page's first view does not need: loaded on first opening. */
const DIALOG_STYLESHEETS: Record<string, () => Promise<unknown>> = {
  'mobile-menu': () => import('../MobileMenu.css'),
  'search-overlay': () => import('../SearchOverlay.css'),
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

async function open(dialog: HTMLDialogElement, opener: HTMLElement): Promise<void> {
  if (dialog.open) return;
  const styles = DIALOG_STYLESHEETS[dialog.getAttribute(DIALOG_STYLES) ?? ''];
  // A panel without its styles would flash unstyled: a failed load opens it all the same.
  if (styles) await styles().catch((error: unknown) => console.error('[dialog] styles could not load', error));
  for (const frame of dialog.querySelectorAll<HTMLElement>(`[${FRAME_ATTRIBUTE}]`)) makeFrame(frame);
  dialog.showModal();
  if (opener.hasAttribute('aria-expanded')) opener.setAttribute('aria-expanded', 'true');
  dialog.addEventListener(
    'close',
    () => {
      for (const frame of dialog.querySelectorAll<HTMLElement>(`[${FRAME_ATTRIBUTE}]`)) removeFrame(frame);
      if (opener.hasAttribute('aria-expanded')) opener.setAttribute('aria-expanded', 'false');
    },
    { once: true },
  );
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const opener = event.target.closest<HTMLElement>(`[${DIALOG_OPENER}]`);
  const dialog = opener && document.getElementById(opener.getAttribute(DIALOG_OPENER) ?? '');
  if (opener && dialog instanceof HTMLDialogElement) {
    event.preventDefault();
    void open(dialog, opener);
    return;
  }
  const closer = event.target.closest(`[${DIALOG_CLOSER}]`);
  if (closer) closer.closest('dialog')?.close();
}

/** Tab and Shift+Tab go round the open dialog's controls. */
function onKey(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const dialog = [...document.querySelectorAll('dialog')].find((each) => each.open);
  if (!dialog) return;
  const items = focusables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The search panel's form with nothing typed asks for the menu itself, not for `?q=`. */
function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest('dialog')) return;
  const field = form.elements.namedItem('q');
  if (!(field instanceof HTMLInputElement)) return;
  const words = field.value.trim();
  if (words === field.value && words) return;
  event.preventDefault();
  window.location.assign(words ? `${form.action}?q=${encodeURIComponent(words)}` : form.action);
}

export function watchDialogs(doc: Document): void {
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('submit', onSubmit);
}
