/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Picture } from './Picture';

const CMS = 'http://cms.test';
const ID = '36afc0f2-bfcd-4fa4-baf5-ed7773fc3c96';
const cmsImage = { src: `${CMS}/assets/${ID}`, width: 1280, height: 960 };

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('Picture', () => {
  it('gives a CMS image a srcset of WebP transforms, the caller’s sizes, and lazy loading', () => {
    const { container } = render(
      <Picture image={cmsImage} alt="Kabsa" sizes="(max-width: 600px) 100vw, 400px" width={400} height={300} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 400px');
    const candidates = img.getAttribute('srcset')!.split(', ');
    expect(candidates).toHaveLength(6); // 320 480 640 768 960 1280: capped at the original 1280
    expect(candidates.at(-1)).toMatch(/width=1280&format=webp&quality=70.* 1280w$/);
    expect(img.getAttribute('src')).toContain(`/assets/${ID}?width=960&format=webp`);
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('keeps the model’s dimensions when the caller gives none', () => {
    const { container } = render(<Picture image={cmsImage} alt="" sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '960']);
  });

  it('uses a bundled file as it is, without srcset or sizes', () => {
    const { container } = render(<Picture image={{ src: '/assets/img/dishes/dish-01.webp' }} alt="" sizes="100vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/assets/img/dishes/dish-01.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('priority: eager, fetchpriority=high and a preload link with the same srcset and sizes', () => {
    const { container } = render(<Picture image={cmsImage} alt="" sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).not.toBeNull();
    expect(link!.getAttribute('imagesrcset')).toBe(img.getAttribute('srcset'));
    expect(link!.getAttribute('imagesizes')).toBe('100vw');
    expect(link!.getAttribute('fetchpriority')).toBe('high');
  });

  it('priority in server rendering: the HTML carries the preload link', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Picture image={cmsImage} alt="" sizes="100vw" priority />
        </body>
      </html>,
    );
    expect(html).toMatch(/<link rel="preload"[^>]* as="image"[^>]*imageSrcSet="[^"]*format=webp/i);
    expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/i);
  });

  it('a failed CMS image swaps to the fallback and drops its srcset', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <Picture image={cmsImage} fallback="/assets/img/defaults/dish.webp" alt="" sizes="100vw" />,
    );
    act(() => {
      fireEvent.error(container.querySelector('img')!);
    });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/assets/img/defaults/dish.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('width')).toBe(false);
  });

  it('a failed image without a fallback hides itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Picture image={cmsImage} alt="Dish" sizes="100vw" />);
    act(() => {
      fireEvent.error(container.querySelector('img')!);
    });
    expect(container.querySelector('img')).toBeNull();
  });
});
