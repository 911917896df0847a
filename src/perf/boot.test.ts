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

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
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

  it('waits for the priority image to be decoded, not only loaded, so the modules do not compete with its paint', async () => {
    const image = page({ imageComplete: false });
    let decoded!: () => void;
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    await import('./boot');
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(preloads()).toEqual([]);
    decoded();
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

  it('preloads the page’s data file as the page script fetches it, so that fetch is answered from it', async () => {
    page({ imageComplete: true });
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'prerender-data';
    data.textContent = JSON.stringify({ path: location.pathname, src: '/data/page-1.json' });
    document.body.append(data);
    await import('./boot');
    await settle();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(link && { path: new URL(link.href).pathname, as: link.as, crossOrigin: link.crossOrigin }).toEqual({
      path: '/data/page-1.json',
      as: 'fetch',
      crossOrigin: 'anonymous',
    });
  });

  it('does not wait for an image that is already there', async () => {
    page({ imageComplete: true });
    await import('./boot');
    await settle();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('names the page’s web app manifest once the first view is shown, not while it loads', async () => {
    const image = page({ imageComplete: false });
    const boot = document.getElementById('boot-modules')!;
    boot.textContent = JSON.stringify({ ...JSON.parse(boot.textContent), manifest: '/ar/manifest.webmanifest' });
    const manifest = () => document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    await import('./boot');
    await settle();
    expect(manifest()).toBeNull();
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(new URL(manifest()!.href).pathname).toBe('/ar/manifest.webmanifest');
  });

  it('names none on a page without one (an owner’s preview: no offline worker there)', async () => {
    page({ imageComplete: true });
    await import('./boot');
    await settle();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });

  it('says so when the page names no modules', async () => {
    document.body.innerHTML = '<div id="root"></div><script type="application/json" id="boot-modules">{oops</script>';
    await import('./boot');
    expect(console.error).toHaveBeenCalledWith('[boot] this page names no app modules');
    await settle(); // its wait for a painted frame ends here, not in the next test
  });
});

describe('boot holds the web fonts of a page that opens on its hero image', () => {
  const fonts = () => document.documentElement.dataset.fonts;
  beforeEach(async () => {
    await settle(); // a boot of an earlier test may still be waiting for a frame
    document.documentElement.dataset.fonts = 'later'; // as publish/prerender.ts writes it
  });
  afterEach(() => {
    delete document.documentElement.dataset.fonts;
    vi.unstubAllGlobals();
  });

  it('for the whole page view: the app starts once the hero image has painted, the text stays in the stand-in', async () => {
    const image = page({ imageComplete: false });
    await import('./boot');
    await settle();
    expect(fonts()).toBe('later');
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(fonts()).toBe('later');
  });

  it('releases them at once when this script came from the browser cache (the visitor has been here)', async () => {
    page({ imageComplete: false });
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name.includes('boot') ? [{ transferSize: 0, decodedBodySize: 1800 } as PerformanceResourceTiming] : [],
    );
    await import('./boot');
    expect(fonts()).toBeUndefined();
    expect(preloads()).toEqual([]); // the app itself still waits for the hero
  });

  it('keeps them when the script came over the network, or its timing is hidden', async () => {
    page({ imageComplete: false });
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(() => [
      { transferSize: 0, decodedBodySize: 0 } as PerformanceResourceTiming,
    ]);
    await import('./boot');
    expect(fonts()).toBe('later');
  });

  /** A browser that reports largest-contentful-paint entries, with a hand to deliver one. */
  function reportingBrowser(): { report: (element: Element) => void } {
    const observers: ((list: { getEntries: () => unknown[] }) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
      observe() {
        observers.push(this.callback);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return { report: (element) => [...observers].forEach((callback) => callback({ getEntries: () => [{ element }] })) };
  }

  it('waits for the browser to report the hero image painted, not only decoded, where it reports paints', async () => {
    const browser = reportingBrowser();
    const image = page({ imageComplete: true });
    await import('./boot');
    await settle();
    browser.report(document.querySelector('#root')!); // another element's paint does not count
    await settle();
    expect(fonts()).toBe('later');
    expect(preloads()).toEqual([]);
    browser.report(image);
    await settle();
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('does not wait long for a report that never comes (the hero image is not the largest paint)', async () => {
    reportingBrowser();
    page({ imageComplete: true });
    await import('./boot');
    await settle();
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']), { timeout: 1000 });
  });
});

describe('boot fetches the held fonts for the pages that follow', () => {
  const fonts = () => document.documentElement.dataset.fonts;
  const prefetches = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
      href: new URL(link.href).pathname,
      as: link.as,
      crossOrigin: link.crossOrigin,
    }));
  /** A page whose #boot-modules names these held fonts' files. */
  function pageWithFonts(files: string[], imageComplete: boolean): HTMLImageElement {
    const image = page({ imageComplete });
    document.getElementById('boot-modules')!.textContent = JSON.stringify({
      entry: '/assets/missing-entry.js',
      modules: ['/assets/a.js'],
      fonts: files,
    });
    return image;
  }
  /** Counts the faces the page would decode (a FontFaceSet's load). */
  function fontSet() {
    const loads: string[] = [];
    Object.defineProperty(document, 'fonts', {
      value: { load: (font: string) => (loads.push(font), Promise.resolve([])) },
      configurable: true,
    });
    return loads;
  }
  beforeEach(async () => {
    await settle();
    document.documentElement.dataset.fonts = 'later';
  });
  afterEach(() => {
    delete document.documentElement.dataset.fonts;
    delete (document as { fonts?: unknown }).fonts;
  });

  it('once the hero is on screen, as files only: this page decodes no face and keeps the stand-in', async () => {
    const loads = fontSet();
    const image = pageWithFonts(['/assets/cairo-arabic.woff2', '/assets/cairo-latin.woff2'], false);
    await import('./boot');
    await settle();
    expect(prefetches()).toEqual([]); // nothing takes the image's bandwidth
    image.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(prefetches()).toHaveLength(2), { timeout: 1000 });
    // In CORS mode, as @font-face asks for them, so the next page's request is answered from the cache.
    expect(prefetches()).toEqual([
      { href: '/assets/cairo-arabic.woff2', as: 'font', crossOrigin: 'anonymous' },
      { href: '/assets/cairo-latin.woff2', as: 'font', crossOrigin: 'anonymous' },
    ]);
    expect(loads).toEqual([]);
    expect(fonts()).toBe('later');
  });

  it('fetches nothing on a page that does not hold its fonts (they were preloaded)', async () => {
    delete document.documentElement.dataset.fonts;
    pageWithFonts(['/assets/cairo-latin.woff2'], true);
    await import('./boot');
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/a.js']), { timeout: 1000 });
    await settle();
    expect(prefetches()).toEqual([]);
  });

  it('takes a list that is not one as no fonts, and still starts the app', async () => {
    page({ imageComplete: true });
    document.getElementById('boot-modules')!.textContent =
      '{"entry":"/assets/missing-entry.js","modules":["/assets/a.js"],"fonts":"/assets/x.woff2"}';
    await import('./boot');
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/a.js']), { timeout: 1000 });
    await settle();
    expect(prefetches()).toEqual([]);
  });
});

describe('boot preloads the code of the sections a visitor sees first', () => {
  /** A section slot whose one box spans [top, top + height) of the page. */
  const slot = (id: string, top: number, height = 300, island = true) =>
    `<div class="section-slot" data-section="${id}"${island ? ' data-island="block"' : ''}><section data-top="${top}" data-height="${height}"></section></div>`;

  function layOut(): void {
    for (const box of document.querySelectorAll<HTMLElement>('section[data-top]')) {
      const top = Number(box.dataset.top);
      const height = Number(box.dataset.height);
      box.getBoundingClientRect = () => ({
        top,
        bottom: top + height,
        height,
        width: 400,
        left: 0,
        right: 400,
        x: 0,
        y: top,
        toJSON: () => null,
      });
    }
  }

  it('preloads the islands in the viewport, and leaves the rest for later, and a static section for ever', async () => {
    document.head.innerHTML = '';
    const sections = {
      hero: ['/assets/Hero.js', '/assets/Carousel.js'],
      text: ['/assets/Text.js'],
      next: ['/assets/Next.js'],
      far: ['/assets/Far.js', '/assets/Carousel.js'],
    };
    document.body.innerHTML = `<div id="root">${slot('hero', 0, 700)}${slot('text', 300, 100, false)}${slot('next', window.innerHeight - 100)}${slot('far', window.innerHeight + 10)}</div>
      <script type="application/json" id="boot-modules">${JSON.stringify({ entry: '/assets/missing-entry.js', modules: ['/assets/a.js'], sections })}</script>`;
    layOut();
    await import('./boot');
    await vi.waitFor(() =>
      expect(preloads()).toEqual(['/assets/a.js', '/assets/Hero.js', '/assets/Carousel.js', '/assets/Next.js']),
    );
    await settle();
    expect(preloads()).toHaveLength(4); // nothing for the island just below the fold, nor the static section in view
  });
});
