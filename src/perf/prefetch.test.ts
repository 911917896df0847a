/** @vitest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './prefetch';

const prefetched = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname + new URL(link.href).search,
  );

beforeAll(() => {
  // jsdom knows no link types: the browser's answer for prefetch.
  vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'prefetch');
  window.history.replaceState(null, '', '/shop?category=2');
  document.body.innerHTML = `
    <a id="contact" href="/contact">Contact</a>
    <a id="same" href="/shop?category=3">Starters</a>
    <a id="hash" href="#menu">Menu</a>
    <a id="away" href="https://elsewhere.example/">Elsewhere</a>
    <a id="tab" href="/faq" target="_blank">FAQ</a>
    <a id="file" href="/menu.pdf" download>Menu</a>
    <a id="ar" href="/ar/contact"><span id="inner">العربية</span></a>`;
  prefetchOnIntent(document);
});
afterEach(() => vi.useRealTimers());

describe('the next page, asked for as the visitor reaches for its link', () => {
  it('on a touch, once per address', () => {
    const touch = (id: string) =>
      document.getElementById(id)!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    touch('contact');
    touch('contact');
    touch('inner');
    expect(prefetched()).toEqual(['/contact', '/ar/contact']);
  });

  it('never for this page, another site, a new tab or a download', () => {
    for (const id of ['same', 'hash', 'away', 'tab', 'file'])
      document.getElementById(id)!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetched()).toEqual(['/contact', '/ar/contact']);
  });

  it('on keyboard focus, and on a mouse that rests on it, not one that passes over', () => {
    vi.useFakeTimers();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a id="faq" href="/faq">FAQ</a><a id="gallery" href="/gallery">G</a>',
    );
    const over = (id: string) =>
      document
        .getElementById(id)!
        .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    over('gallery');
    document.getElementById('gallery')!.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
    vi.advanceTimersByTime(200);
    expect(prefetched()).not.toContain('/gallery');
    over('gallery');
    vi.advanceTimersByTime(200);
    expect(prefetched()).toContain('/gallery');
    document.getElementById('faq')!.focus();
    expect(prefetched()).toContain('/faq');
  });
});
