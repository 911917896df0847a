import { describe, expect, it } from 'vitest';
import { imageSources, mediaSrc, mediaWidths, parseMediaSrc } from './media';

describe('published image addresses', () => {
  it('derives the fixed widths below the original, then the original itself', () => {
    expect(mediaWidths(800)).toEqual([160, 320, 640, 768, 800]);
    expect(mediaWidths(960)).toEqual([160, 320, 640, 768, 960]);
    expect(mediaWidths(4000)).toEqual([160, 320, 640, 768, 960, 1440, 1920]);
    expect(mediaWidths(100)).toEqual([100]);
  });

  it('names the WebP nearest 960 px as src, and reads the original back from it', () => {
    const original = { key: '0123456789abcdef', width: 800 };
    expect(mediaSrc(original)).toBe('/media/0123456789abcdef-800/800.webp');
    expect(parseMediaSrc(mediaSrc(original))).toEqual(original);
    expect(mediaSrc({ key: original.key, width: 3000 })).toBe('/media/0123456789abcdef-3000/960.webp');
  });

  it('treats anything else as a bundled file: no srcset', () => {
    for (const src of [
      '/assets/img/dishes/dish-01.webp',
      'http://cms.test/assets/0b7c8a4e-5b1e-4a0e-9a57-3f1f0f4b2d11',
      '/media/0123456789abcdef-800/1440.webp', // wider than the original: never derived
      '/media/0123456789abcdef-800/700.webp', // not one of the widths
      '/media/0123456789ABCDEF-800/800.webp',
      '//evil.example/media/0123456789abcdef-800/800.webp',
    ]) {
      expect(parseMediaSrc(src), src).toBeNull();
      expect(imageSources({ src }), src).toEqual({ src });
    }
  });

  it('offers AVIF and WebP of every width', () => {
    const sources = imageSources({ src: mediaSrc({ key: 'ffffffffffffffff', width: 700 }) });
    expect(sources.srcSet).toBe(
      '/media/ffffffffffffffff-700/160.webp 160w, /media/ffffffffffffffff-700/320.webp 320w, /media/ffffffffffffffff-700/640.webp 640w, /media/ffffffffffffffff-700/700.webp 700w',
    );
    // 768 is wider than this original: not derived.
    expect(sources.avif?.src).toBe('/media/ffffffffffffffff-700/700.avif');
    expect(sources.avif?.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '160w',
      '320w',
      '640w',
      '700w',
    ]);
  });
});
