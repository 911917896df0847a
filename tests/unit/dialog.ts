/**
 * jsdom has the <dialog> element but not its methods. This gives it what the browser does for the
 * page's modal dialogs (src/layout/behaviour/dialogs.ts): `open`, `showModal()` moving focus to
 * the first control, `close()` with its `close` event giving focus back, and Escape closing the
 * dialog shown. The end-to-end tests check the browser's own.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal === 'function') return;
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const opener = openers.get(this);
    if (opener instanceof HTMLElement) opener.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    [...document.querySelectorAll('dialog')].find((dialog) => dialog.open)?.close();
  });
}
