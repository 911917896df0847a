import { describe, expect, it } from 'vitest';
import { brandStylesheet, themeColorOf } from './brandCss';

describe('brand stylesheet', () => {
  it("writes the scheme's colours as custom properties that outrank the defaults", () => {
    expect(brandStylesheet({ 'root-theme': '#0b6e4f', 'header-background-color': 'rgb(250, 248, 240)' })).toBe(
      'html:root{--header-background-color:rgb(250, 248, 240);--root-theme:#0b6e4f}\n',
    );
  });

  it('gives nothing without a scheme or without one valid colour', () => {
    expect(brandStylesheet(null)).toBeNull();
    expect(brandStylesheet({})).toBeNull();
    expect(brandStylesheet({ 'root-theme': 'red;}body{display:none' })).toBeNull();
  });

  it('cannot be broken out of by names or values from the CMS', () => {
    const css = brandStylesheet({
      'root-theme': '#123456',
      'root-x;}*{color:red': '#fff',
      'root-title': 'url(javascript:alert(1))',
      'root-text': '</style><script>',
    });
    expect(css).toBe('html:root{--root-theme:#123456}\n');
  });

  it("takes the browser's UI colour from the theme colour, else the default", () => {
    expect(themeColorOf({ 'root-theme': '#0b6e4f' })).toBe('#0b6e4f');
    expect(themeColorOf(null)).toBe('#EB0029');
    expect(themeColorOf({ 'root-theme': 'not a colour!' })).toBe('#EB0029');
  });
});
