import { describe, expect, it } from 'vitest';
import { candidateWidths, cmsAssetUrl, DEFAULT_WIDTHS, imageSources } from './imageSources';

const CMS = 'http://cms.test';
const ID = '36afc0f2-bfcd-4fa4-baf5-ed7773fc3c96';

const widthsOf = (srcSet: string | undefined) =>
  (srcSet ?? '').split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    return { url: new URL(url!), w: Number(descriptor!.replace('w', '')) };
  });

describe('imageSources', () => {
  it('turns a CMS asset into WebP transforms of every candidate width', () => {
    const { src, srcSet } = imageSources({ src: `${CMS}/assets/${ID}` }, { cmsBase: CMS });
    const candidates = widthsOf(srcSet);
    expect(candidates.map((c) => c.w)).toEqual([...DEFAULT_WIDTHS]);
    for (const { url, w } of candidates) {
      expect(url.origin + url.pathname).toBe(`${CMS}/assets/${ID}`);
      expect(url.searchParams.get('width')).toBe(String(w));
      expect(url.searchParams.get('format')).toBe('webp');
      expect(url.searchParams.get('quality')).toBe('70');
      expect(url.searchParams.get('withoutEnlargement')).toBe('true');
      expect(url.searchParams.has('height')).toBe(false);
    }
    expect(new URL(src).searchParams.get('width')).toBe('960');
  });

  it('caps the widths at the original width and offers the original itself', () => {
    const { srcSet, src } = imageSources({ src: `${CMS}/assets/${ID}`, width: 800, height: 600 }, { cmsBase: CMS });
    expect(widthsOf(srcSet).map((c) => c.w)).toEqual([320, 480, 640, 768, 800]);
    expect(new URL(src).searchParams.get('width')).toBe('800');
    expect(widthsOf(imageSources({ src: `${CMS}/assets/${ID}`, width: 240 }).srcSet).map((c) => c.w)).toEqual([240]);
    expect(widthsOf(imageSources({ src: `${CMS}/assets/${ID}`, width: 640 }).srcSet).map((c) => c.w)).toEqual([
      320, 480, 640,
    ]);
    expect(widthsOf(imageSources({ src: `${CMS}/assets/${ID}`, width: 4000 }).srcSet).map((c) => c.w)).toEqual([
      ...DEFAULT_WIDTHS,
    ]);
  });

  it('crops to the slot with fit=cover when the slot has an aspect ratio', () => {
    const { srcSet } = imageSources({ src: `${CMS}/assets/${ID}` }, { aspectRatio: 4 / 3, widths: [480, 960] });
    const [small, large] = widthsOf(srcSet);
    expect(small!.url.searchParams.get('height')).toBe('360');
    expect(large!.url.searchParams.get('height')).toBe('720');
    expect(small!.url.searchParams.get('fit')).toBe('cover');
  });

  it('keeps the URL encoding of the id and encodes nothing twice', () => {
    const encoded = encodeURIComponent('a b+ç');
    const { srcSet } = imageSources({ src: `${CMS}/assets/${encoded}` }, { widths: [320] });
    expect(srcSet).toBe(`${CMS}/assets/${encoded}?width=320&format=webp&quality=70&withoutEnlargement=true 320w`);
    expect(srcSet).not.toContain('%25');
  });

  it('leaves bundled files and other addresses alone', () => {
    for (const src of [
      '/assets/img/defaults/dish.webp',
      'assets/img/bg/hero-1.webp',
      'data:image/png;base64,AAAA',
      'https://example.com/photo.jpg',
      `${CMS}/assets/${ID}?width=100`,
      `${CMS}/assets/${ID}#x`,
      `${CMS}/assets/${ID}.jpg`,
      `${CMS}/files/${ID}`,
    ]) {
      expect(imageSources({ src }, { cmsBase: CMS })).toEqual({ src });
    }
    // With the CMS address known, another host's /assets/<id> is not a CMS asset.
    expect(imageSources({ src: `https://other.example/assets/${ID}` }, { cmsBase: CMS })).toEqual({
      src: `https://other.example/assets/${ID}`,
    });
    expect(cmsAssetUrl(`https://other.example/assets/${ID}`)).not.toBeNull();
    expect(cmsAssetUrl(`${CMS}/assets/${ID}`, `${CMS}/`)).not.toBeNull();
  });

  it('accepts a CMS served under a path and AVIF on request', () => {
    const base = 'https://example.org/cms';
    const { src } = imageSources(
      { src: `${base}/assets/${ID}` },
      { cmsBase: base, format: 'avif', quality: 55, widths: [640] },
    );
    expect(src).toBe(`${base}/assets/${ID}?width=640&format=avif&quality=55&withoutEnlargement=true`);
  });

  it('candidateWidths sorts, dedupes and drops junk', () => {
    expect(candidateWidths([960, 320, 320, 0, -5, 1.5, 480])).toEqual([320, 480, 960]);
    expect(candidateWidths([320, 480], 0)).toEqual([320, 480]);
  });
});
