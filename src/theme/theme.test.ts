/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_FIELDS, DEFAULT_COLORS, cssVarName } from './defaults';
import { applyColorScheme, emitThemeLoaded, THEME_LOADED_EVENT } from './theme';

describe('theme', () => {
  it('the page starts in the default colours, and a missing scheme leaves them as they are', () => {
    // The stylesheet every page loads, as the browser gets it.
    const style = document.createElement('style');
    style.textContent = readFileSync(join(import.meta.dirname, '..', 'styles', 'base.css'), 'utf8');
    document.head.append(style);
    const root = document.documentElement;
    // Hex colours are compared without case: Prettier writes them in lower case in CSS.
    const shown = () =>
      Object.fromEntries(
        COLOR_FIELDS.map((field) => {
          const name = `--${cssVarName(field)}`;
          return [name, getComputedStyle(root).getPropertyValue(name).trim().toLowerCase()];
        }),
      );
    const defaults = Object.fromEntries(
      COLOR_FIELDS.map((field) => [`--${cssVarName(field)}`, DEFAULT_COLORS[field].toLowerCase()]),
    );
    try {
      expect(shown()).toEqual(defaults);
      applyColorScheme(null);
      expect(shown()).toEqual(defaults);
      // Nothing written: each write on the root restyles the page.
      expect(root.getAttribute('style') ?? '').toBe('');
    } finally {
      style.remove();
    }
  });

  it('applies a scheme over the defaults and restores defaults for null', () => {
    const root = document.documentElement;
    applyColorScheme({ 'root-theme': '#B3261E' });
    expect(root.style.getPropertyValue('--root-theme')).toBe('#B3261E');
    expect(root.style.getPropertyValue('--root-theme2')).toBe('#FC791A');
    applyColorScheme(null);
    expect(root.style.getPropertyValue('--root-theme')).toBe('#EB0029');
  });

  it('writes only the colours the page does not show already (a published brand stylesheet)', () => {
    const root = document.documentElement;
    root.removeAttribute('style');
    const brand = document.createElement('style');
    brand.textContent = ':root { --root-theme: #b3261e; }';
    document.head.append(brand);
    try {
      applyColorScheme({ 'root-theme': '#B3261E', 'root-theme2': '#0055AA' });
      expect(root.style.getPropertyValue('--root-theme')).toBe('');
      expect(root.style.getPropertyValue('--root-theme2')).toBe('#0055AA');
    } finally {
      brand.remove();
      root.removeAttribute('style');
    }
  });

  it('emits themeLoaded with the scheme and slug', () => {
    const listener = vi.fn();
    window.addEventListener(THEME_LOADED_EVENT, listener);
    emitThemeLoaded({ scheme: null, restaurantSlug: 'saffron-house' });
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      scheme: null,
      restaurantSlug: 'saffron-house',
    });
  });
});
