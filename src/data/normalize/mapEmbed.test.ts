/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extractMapEmbed, isGoogleMapsEmbedUrl } from './mapEmbed';

const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3624!2d46.67!3d24.71';
/** What a script that ran would have set. */
const pwned = (): unknown => Reflect.get(window, '__pwned');

afterEach(() => {
  Reflect.deleteProperty(window, '__pwned');
});

describe('extractMapEmbed', () => {
  it('keeps a real Google Maps iframe: its src and title only', () => {
    const html = `<iframe src="${EMBED}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Our location"></iframe>`;
    expect(extractMapEmbed(html)).toEqual({ src: EMBED, title: 'Our location' });
  });

  it('accepts a bare embed address and maps.google.com embeds', () => {
    expect(extractMapEmbed(EMBED)).toEqual({ src: EMBED, title: null });
    const legacy = 'https://maps.google.com/maps?q=riyadh&output=embed';
    expect(extractMapEmbed(`<iframe src="${legacy}"></iframe>`)?.src).toBe(legacy);
  });

  it('gives null for empty, missing and oversized values', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(extractMapEmbed(null)).toBeNull();
    expect(extractMapEmbed('')).toBeNull();
    expect(extractMapEmbed('   ')).toBeNull();
    expect(extractMapEmbed(`<iframe src="${EMBED}"></iframe>${' '.repeat(30_000)}x`)).toBeNull();
  });

  it.each([
    ['a script', `<script>window.__pwned = 1</script>`],
    ['an img onerror', `<img src="x" onerror="window.__pwned = 1">`],
    ['a javascript: iframe', `<iframe src="javascript:window.__pwned=1"></iframe>`],
    ['a data: iframe', `<iframe src="data:text/html,<script>parent.__pwned=1</script>"></iframe>`],
    [
      'an srcdoc iframe',
      `<iframe srcdoc="<script>parent.__pwned=1</script>" src="${EMBED}x"></iframe>`.replace(
        `${EMBED}x`,
        'https://evil.example/',
      ),
    ],
    ['a non-Google https iframe', `<iframe src="https://evil.example/maps/embed?pb=1"></iframe>`],
    ['a look-alike host', `<iframe src="https://www.google.com.evil.example/maps/embed?pb=1"></iframe>`],
    ['credentials in the address', `<iframe src="https://www.google.com@evil.example/maps/embed"></iframe>`],
    ['plain http', `<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>`],
    ['a Google page that is not an embed', `<iframe src="https://www.google.com/search?q=x"></iframe>`],
    ['an svg onload', `<svg onload="window.__pwned=1"><iframe src="https://evil.example"></iframe></svg>`],
    ['a bare javascript: address', 'javascript:window.__pwned=1'],
    ['text only', 'Find us next to the park'],
  ])('drops %s', (_, html) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(extractMapEmbed(html)).toBeNull();
    expect(pwned()).toBeUndefined();
  });

  it('keeps only the embed from mixed HTML and never carries event handlers or srcdoc', () => {
    const html = `<p onclick="x()">Map</p><script>window.__pwned=1</script><iframe src="${EMBED}" onload="window.__pwned=1" srcdoc="<b>x</b>" sandbox="allow-top-navigation" title="<b>Map</b>"></iframe>`;
    const embed = extractMapEmbed(html);
    expect(embed).toEqual({ src: EMBED, title: '<b>Map</b>' });
    expect(pwned()).toBeUndefined();
  });

  it('never throws on odd input', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const html of [
      '<',
      '<<iframe',
      '<iframe src=>',
      '<iframe src="https://www.google.com/maps/embed',
      '\u0000<iframe>',
    ]) {
      expect(() => extractMapEmbed(html)).not.toThrow();
    }
  });
});

describe('isGoogleMapsEmbedUrl', () => {
  it('accepts only https Google Maps embed addresses', () => {
    expect(isGoogleMapsEmbedUrl(EMBED)).toBe(true);
    expect(isGoogleMapsEmbedUrl('https://google.com/maps/embed/v1/place?q=x')).toBe(true);
    expect(isGoogleMapsEmbedUrl('https://www.google.com:8443/maps/embed')).toBe(false);
    expect(isGoogleMapsEmbedUrl('https://www.google.com/maps/embedx')).toBe(false);
    expect(isGoogleMapsEmbedUrl('not a url')).toBe(false);
  });
});
