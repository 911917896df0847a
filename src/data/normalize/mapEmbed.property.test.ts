/** @vitest-environment jsdom */
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileValue } from '../../../tests/unit/hostileJson';
import { text } from './fields';
import { extractMapEmbed, isGoogleMapsEmbedUrl } from './mapEmbed';

const EMBED = 'https://www.google.com/maps/embed?pb=!1m18';
const attr = fc.oneof(
  fc.string(),
  fc.constantFrom(
    EMBED,
    'javascript:alert(1)',
    `${EMBED}" onload="alert(1)`,
    'https://evil.example/maps/embed',
    'x" srcdoc="<script>alert(1)</script>',
  ),
);
const markup = fc.oneof(
  hostileValue.map(text),
  fc.string(),
  fc
    .tuple(attr, attr, fc.string())
    .map(([src, title, tail]) => `<iframe src="${src}" title="${title}" onload="alert(1)">${tail}</iframe>`),
  fc
    .tuple(fc.string(), attr)
    .map(([a, src]) => `${a}<svg onload=alert(1)><iframe src=${src}></svg><script>alert(1)</script>`),
  fc.constant(`<iframe src="${EMBED}" width="600" srcdoc="<script>alert(1)</script>"></iframe>`),
);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('extractMapEmbed, for any text the CMS field can hold', () => {
  it('never throws; gives null or an https Google Maps embed address with a short title, and runs nothing', () => {
    const alert = vi.fn();
    window.alert = alert;
    fc.assert(
      fc.property(markup, (html) => {
        const embed = extractMapEmbed(html);
        if (embed === null) return;
        expect(isGoogleMapsEmbedUrl(embed.src)).toBe(true);
        expect(new URL(embed.src).protocol).toBe('https:');
        expect(embed.src).not.toMatch(/["<>\s]/);
        if (embed.title !== null) expect(embed.title.length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 400 },
    );
    expect(alert).not.toHaveBeenCalled();
  });
});
