/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function page({ imageComplete }: { imageComplete: boolean }): HTMLImageElement {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><img fetchpriority="high" src="/hero.webp" alt=""></div>
    <script type="application/json" id="boot-modules">{"entry":"/assets/missing-entry.js","modules":["/assets/a.js","/assets/b.js"]}</script>`;
  const image = document.querySelector('img')!;
  Object.defineProperty(image, 'complete', { value: imageComplete });
  return image;
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('boot (the first script of a prerendered page)', () => {
  it('loads the app only after the priority image has arrived and the page has painted', async () => {
    const image = page({ imageComplete: false });
    await import('./boot');
    await settle();
    expect(preloads()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('starts at once when the visitor presses a key or touches the page', async () => {
    page({ imageComplete: false });
    await import('./boot');
    await settle();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('does not wait for an image that is already there', async () => {
    page({ imageComplete: true });
    await import('./boot');
    await settle();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('says so when the page names no modules', async () => {
    document.body.innerHTML = '<div id="root"></div><script type="application/json" id="boot-modules">{oops</script>';
    await import('./boot');
    expect(console.error).toHaveBeenCalledWith('[boot] this page names no app modules');
  });
});
