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
  /** A browser's FontFaceSet whose loads the test settles by hand. */
  function fontSet() {
    const loads: { font: string; text: string; done: () => void; fail: () => void }[] = [];
    const load = (font: string, text: string) =>
      new Promise<FontFace[]>((resolve, reject) =>
        loads.push({ font, text, done: () => resolve([]), fail: () => reject(new Error('network')) }),
      );
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    return loads;
  }
  beforeEach(async () => {
    await settle();
    document.documentElement.dataset.fonts = 'later';
  });
  afterEach(() => {
    delete document.documentElement.dataset.fonts;
    document.documentElement.lang = '';
    delete (document as { fonts?: unknown }).fonts;
  });

  it("once the hero is on screen, and keeps this page's text in the stand-in when they have loaded (no relayout)", async () => {
    document.documentElement.lang = 'ar';
    const loads = fontSet();
    const image = page({ imageComplete: false });
    await import('./boot');
    await settle();
    expect(loads).toEqual([]); // nothing takes the image's bandwidth
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(loads.map(({ font, text }) => [font, text])).toEqual([['1em "Cairo Variable"', 'ب a']]);
    loads[0]!.done();
    await settle();
    expect(fonts()).toBe('later');
  });

  it('asks for both of the English fonts, and a failed one costs nothing', async () => {
    document.documentElement.lang = 'en';
    const loads = fontSet();
    const errors: unknown[] = [];
    const onError = (event: PromiseRejectionEvent) => errors.push(event.reason);
    window.addEventListener('unhandledrejection', onError);
    page({ imageComplete: true });
    await import('./boot');
    await settle();
    expect(loads.map(({ font }) => font)).toEqual(['1em "Cairo Variable"', '700 1em "Playfair Display"']);
    loads[0]!.done();
    loads[1]!.fail();
    await settle();
    window.removeEventListener('unhandledrejection', onError);
    expect(errors).toEqual([]);
    expect(fonts()).toBe('later');
  });

  it('fetches nothing on a page that does not hold its fonts (they were preloaded)', async () => {
    delete document.documentElement.dataset.fonts;
    const loads = fontSet();
    page({ imageComplete: true });
    await import('./boot');
    await settle();
    expect(loads).toEqual([]);
  });

  it("names the families and subsets of fontLoading.ts's first-view font files", async () => {
    const { FIRST_VIEW_FONTS } = await import('./fontLoading');
    const { FIRST_VIEW_FACES } = await import('./boot');
    await settle();
    const family = (file: string) => (file.startsWith('cairo-') ? '"Cairo Variable"' : '"Playfair Display"');
    const sample = (file: string) => (file.includes('-arabic-') ? 'ب' : 'a');
    for (const [language, files] of Object.entries(FIRST_VIEW_FONTS)) {
      const faces = FIRST_VIEW_FACES[language]!;
      for (const file of files)
        expect(
          faces.some(([font, text]) => font.endsWith(family(file)) && text.includes(sample(file))),
          file,
        ).toBe(true);
      // Playfair's file is its bold one alone: asked for at another weight, no face would match.
      expect(faces.some(([font]) => font.startsWith('700 '))).toBe(files.some((file) => file.includes('-700-')));
    }
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
