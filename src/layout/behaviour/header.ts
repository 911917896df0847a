/**
 * What the header does in the browser, with no React (src/layout/Header.tsx is the page's HTML,
 * never hydrated): its sticky bar, the room it takes when an element is scrolled to, the cart's
 * count, the visit's table, and the language switch remembering the choice.
 */
import type { Language } from '../../i18n/dictionary';
import { rememberLanguage } from '../../i18n/choice';
import { loadMessages, translate } from '../../i18n/messages';
import { localizePath } from '../../i18n/paths';
import { pluralCategory } from '../../i18n/plural';
import { CART_CHANGED } from '../../ordering/cart/announce';
import { CART_STORAGE_KEY, cartCount } from '../../ordering/cart/model';
import { browserStorage, readCart } from '../../ordering/cart/storage';
import { currentTable, onTableChange, setTable, takeTableParam } from '../../ordering/order/table';
import { LANGUAGE_SWITCH } from './attributes';

export type StickyState = 'top' | 'sticky-hidden' | 'sticky-shown';

/**
 * Scrolling down tucks the header away (`data-sticky`), scrolling up shows it again, and at the
 * top of the page it resets.
 */
export function watchSticky(header: HTMLElement, threshold = 120): void {
  let last = window.scrollY;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const state: StickyState = y <= threshold ? 'top' : y > last ? 'sticky-hidden' : 'sticky-shown';
    if (y !== last && header.dataset.sticky !== state) header.dataset.sticky = state;
    last = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
}

/**
 * Keeps the root element's `scroll-padding-top` at the height the sticky header can cover: its
 * main bar plus the top bar (shown at the top of the page, hidden once scrolled; the last height
 * it had when shown is kept, so the value does not shrink while it is hidden), and base.css's
 * `--header-clearance` more. So an element that receives keyboard focus (or an anchor jumped to)
 * is scrolled clear of the header, never under it (WCAG 2.4.11). The top bar wraps to more lines
 * on narrow screens or with larger text; this follows it.
 *
 * It writes the property itself, and only when the height changed: a custom property on the root
 * restyles every element of the page, 20 ms of the main thread on a 4× slower phone.
 */
export function watchHeaderHeight(header: HTMLElement): void {
  const main = header.querySelector<HTMLElement>('.main-bar');
  if (!main || typeof ResizeObserver !== 'function') return;
  const top = header.querySelector<HTMLElement>('.top-bar');
  let topHeight = 0;
  let written = 0;
  const measure = () => {
    const shown = top?.getBoundingClientRect().height ?? 0;
    if (shown > 0) topHeight = shown;
    const height = Math.ceil(main.getBoundingClientRect().height + topHeight);
    if (height === written) return;
    written = height;
    document.documentElement.style.scrollPaddingTop = `calc(${height}px + var(--header-clearance, 0.75rem))`;
  };
  const observer = new ResizeObserver(measure);
  observer.observe(main);
  if (top) observer.observe(top);
}

/**
 * The cart button's count: the visit's saved cart (the published page shows an empty one), again
 * whenever a block changes it (CART_CHANGED) or another tab does. Its label says it in words.
 */
export function watchCartCount(header: HTMLElement, language: Language): void {
  const button = header.querySelector<HTMLElement>('[data-cart-button]');
  const shown = button?.querySelector<HTMLElement>('[data-testid="cart-count"]');
  if (!button || !shown) return;
  const show = (count: number) => {
    if (shown.textContent === String(count)) return;
    shown.textContent = String(count);
    void loadMessages(language).then(
      () =>
        button.setAttribute(
          'aria-label',
          translate(language, `header.cartCount.${pluralCategory(language, count)}`, { count }),
        ),
      () => undefined,
    );
  };
  show(cartCount(readCart(browserStorage())));
  window.addEventListener(CART_CHANGED, (event) => {
    const count = (event as CustomEvent<unknown>).detail;
    if (typeof count === 'number') show(count);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) show(cartCount(readCart(browserStorage())));
  });
}

/**
 * Dine-in mode (src/ordering/order/table.ts): a table's QR link (`?table=12`) seats the visit,
 * and the parameter leaves the address (a shared link seats nobody). Run before anything reads
 * the address.
 */
export function takeTableFromAddress(): void {
  const taken = takeTableParam(window.location.search);
  if (!taken) return;
  if (taken.table) setTable(taken.table);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${taken.rest}${window.location.hash}`,
  );
}

/** The header's badge of the visit's table ("Table 12") and its way out. */
export function watchTableBadge(header: HTMLElement, language: Language): void {
  const badge = header.querySelector<HTMLElement>('[data-table-badge]');
  const text = badge?.querySelector<HTMLElement>('[data-table-text]');
  const leave = badge?.querySelector<HTMLButtonElement>('[data-table-leave]');
  if (!badge || !text || !leave) return;
  const show = () => {
    const table = currentTable();
    if (!table) {
      badge.hidden = true;
      return;
    }
    void loadMessages(language).then(
      () => {
        text.textContent = translate(language, 'table.badge', { table });
        leave.setAttribute('aria-label', translate(language, 'table.leave', { table }));
        badge.hidden = false;
      },
      (error: unknown) => console.error('[header] the table badge could not load its words', error),
    );
  };
  leave.addEventListener('click', () => setTable(null));
  onTableChange(show);
  show();
}

/**
 * The language switch is a link to this page in the other language; following it also remembers
 * the choice (src/perf/boot.ts takes a visitor who chose to that language's addresses), and keeps
 * the query and hash the page has now (a filtered menu stays filtered).
 */
export function watchLanguageSwitch(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || event.defaultPrevented || event.button !== 0) return;
    const link = event.target.closest<HTMLAnchorElement>(`a[${LANGUAGE_SWITCH}]`);
    const language = link?.getAttribute(LANGUAGE_SWITCH);
    if (!link || (language !== 'en' && language !== 'ar')) return;
    rememberLanguage(language);
    const { pathname, search, hash } = window.location;
    // Its own address is this page's in the other language; a query or hash added since is kept.
    const target = localizePath(pathname + search + hash, language);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.getAttribute('href') === target)
      return;
    event.preventDefault();
    window.location.assign(target);
  });
}
