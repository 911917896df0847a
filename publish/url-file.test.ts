import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileForPath } from './steps/render-routes.ts';
import { fileOfUrl } from './url-file.ts';

describe('fileOfUrl', () => {
  it('puts an address under the version folder, segment by segment', () => {
    expect(fileOfUrl('v1', '/icons/icon-192.png')).toBe(join('v1', 'icons', 'icon-192.png'));
    expect(fileOfUrl('v1', '/favicon.png')).toBe(join('v1', 'favicon.png'));
  });

  it('refuses an address that would leave the folder', () => {
    expect(() => fileOfUrl('v1', '/media/../../etc/passwd')).toThrow(/not an address inside the site/);
  });

  it('gives pages their index.html', () => {
    expect(fileForPath('v1', '/')).toBe(join('v1', 'index.html'));
    expect(fileForPath('v1', '/ar/shop')).toBe(join('v1', 'ar', 'shop', 'index.html'));
  });
});
