/** @vitest-environment jsdom */
import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { mediaSrc } from '../../../components/media';
import { DEFAULT_BANNER_IMAGE, PageBanner } from './PageBanner';

const content = { title: { en: 'Menu', ar: 'القائمة' } };

describe('PageBanner background', () => {
  it('is the priority image of the page: eager, fetchpriority=high, every derived width, with its size reserved', () => {
    const { container } = renderWithProviders(
      <PageBanner
        id="banner"
        content={content}
        background={{ src: mediaSrc({ key: 'b0a1b2c3d4e5f6a7', width: 1920 }), width: 1920, height: 600 }}
      />,
    );
    const img = container.querySelector<HTMLImageElement>('img.page-banner__bg')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('srcset')).toContain('/media/b0a1b2c3d4e5f6a7-1920/1920.webp 1920w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '480']);
  });

  it('yields the priority to a larger picture later in the page when told so (leadImage: false)', () => {
    const { container } = renderWithProviders(
      <PageBanner
        id="banner"
        content={{ ...content, leadImage: false }}
        background={{ src: mediaSrc({ key: 'c0c1c2c3c4c5c6c7', width: 1920 }), width: 1920, height: 600 }}
      />,
    );
    const img = container.querySelector<HTMLImageElement>('img.page-banner__bg')!;
    // Still fetched at once (it is in the first view), but after the page's priority picture.
    expect(img.getAttribute('fetchpriority')).toBe('low');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(document.head.querySelector('link[rel="preload"][imagesrcset*="c0c1c2c3c4c5c6c7"]')).toBeNull();
  });

  it('uses the bundled banner when the CMS has none or its image fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const none = renderWithProviders(<PageBanner id="a" content={content} background={null} />);
    expect(none.container.querySelector('img.page-banner__bg')!.getAttribute('src')).toBe(DEFAULT_BANNER_IMAGE);
    none.unmount();
    const { container } = renderWithProviders(
      <PageBanner id="b" content={content} background={{ src: 'http://cms.test/assets/broken' }} />,
    );
    act(() => {
      fireEvent.error(container.querySelector('img.page-banner__bg')!);
    });
    const img = container.querySelector('img.page-banner__bg')!;
    expect(img.getAttribute('src')).toBe(DEFAULT_BANNER_IMAGE);
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
