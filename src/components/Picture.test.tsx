/** @vitest-environment jsdom */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setImagePreloadSink } from './imagePreload';
import { mediaSrc } from './media';
import { Picture } from './Picture';

const original = { key: '3fa9c2d18e7b4a01', width: 1280 };
const published = { src: mediaSrc(original), width: 1280, height: 960 };

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('Picture', () => {
  it('gives a published image AVIF and WebP srcsets of every derived width, the caller’s sizes, and lazy low-priority loading', () => {
    const { container } = render(
      <Picture image={published} alt="Kabsa" sizes="(max-width: 600px) 100vw, 400px" width={400} height={300} />,
    );
    const img = container.querySelector('img')!;
    const source = container.querySelector('picture > source[type="image/avif"]')!;
    expect(img.parentElement).toBe(source.parentElement);
    expect(img.getAttribute('loading')).toBe('lazy');
    // Laid out in the first view, it would be raised to high and race the priority image.
    expect(img.getAttribute('fetchpriority')).toBe('low');
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 400px');
    expect(source.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 400px');
    // 160 320 640 768 960, then the original 1280 itself: nothing wider than the original.
    const folder = '/media/3fa9c2d18e7b4a01-1280';
    expect(img.getAttribute('srcset')).toBe(
      [160, 320, 640, 768, 960, 1280].map((w) => `${folder}/${w}.webp ${w}w`).join(', '),
    );
    expect(source.getAttribute('srcset')).toBe(
      [160, 320, 640, 768, 960, 1280].map((w) => `${folder}/${w}.avif ${w}w`).join(', '),
    );
    expect(img.getAttribute('src')).toBe(`${folder}/960.webp`);
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('keeps the model’s dimensions when the caller gives none', () => {
    const { container } = render(<Picture image={published} alt="" sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '960']);
  });

  it('uses a bundled file as it is, without srcset, sizes or <picture>', () => {
    const { container } = render(<Picture image={{ src: '/assets/img/dishes/dish-01.webp' }} alt="" sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect(img.getAttribute('src')).toBe('/assets/img/dishes/dish-01.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  /** The preload links the prerender would write for what `render` renders (src/entry-server.tsx). */
  function preloadsOf(render: () => void): HTMLLinkElement[] {
    const links: string[] = [];
    setImagePreloadSink(() => (link) => void links.push(link));
    try {
      render();
    } finally {
      setImagePreloadSink(() => null);
    }
    const head = document.createElement('head');
    head.innerHTML = links.join('');
    return [...head.querySelectorAll('link')];
  }

  it('priority: eager, fetchpriority=high and a preload link with the AVIF srcset and the sizes', () => {
    let container!: HTMLElement;
    const links = preloadsOf(
      () => ({ container } = render(<Picture image={published} alt="" sizes="100vw" priority />)),
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.getAttribute('rel')).toBe('preload');
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('imagesrcset')).toBe(container.querySelector('source')!.getAttribute('srcset'));
    // A browser without AVIF skips a preload of that type rather than fetching a file it cannot show.
    expect(link.getAttribute('type')).toBe('image/avif');
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // A bundled image (no AVIF set) is preloaded by its address.
    const bundled = preloadsOf(() =>
      render(<Picture image={null} fallback="/assets/img/a.webp" alt="" sizes="100vw" priority />),
    );
    expect(bundled.map((preload) => preload.getAttribute('href'))).toEqual(['/assets/img/a.webp']);
    // Outside the prerender nothing is written: the eager, high-priority <img> starts its own download.
    render(<Picture image={published} alt="" sizes="100vw" priority />);
    expect(document.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('no preload for an image that is not the priority one', () => {
    expect(preloadsOf(() => render(<Picture image={published} alt="" sizes="100vw" />))).toEqual([]);
    expect(
      preloadsOf(() => render(<Picture image={published} alt="" sizes="100vw" fetchPriority="low" loading="eager" />)),
    ).toEqual([]);
  });

  it('an eager image that is not the priority one is left to the browser, unless it yields', () => {
    const eager = render(<Picture image={published} alt="" sizes="100vw" loading="eager" />);
    expect(eager.container.querySelector('img')!.getAttribute('fetchpriority')).toBeNull();
    cleanup();
    const yields = render(<Picture image={published} alt="" sizes="100vw" loading="eager" fetchPriority="low" />);
    expect(yields.container.querySelector('img')!.getAttribute('fetchpriority')).toBe('low');
  });

  it('priority in server rendering: the HTML carries the eager, high-priority image', () => {
    const html = renderToString(<Picture image={published} alt="" sizes="100vw" priority />);
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/i);
  });

  // The page's one listener for failed images is the page script's (tests/unit/setup.ts starts it).
  it('a failed published image swaps to the fallback and drops its srcsets, with no code of its own', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <Picture image={published} fallback="/assets/img/defaults/dish.webp" alt="" sizes="100vw" />,
    );
    fireEvent.error(container.querySelector('img')!);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/assets/img/defaults/dish.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(container.querySelector('source[srcset]')).toBeNull();
    expect(img.hasAttribute('width')).toBe(false);
    // The fallback itself has nothing to fall back to.
    expect(img.hasAttribute('data-fallback')).toBe(false);
  });

  it('a failed image without a fallback hides itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Picture image={published} alt="Dish" sizes="100vw" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')!.style.display).toBe('none');
  });
});
