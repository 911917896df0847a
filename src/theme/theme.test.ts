/** @vitest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_FIELDS, DEFAULT_COLORS, cssVarName } from './defaults';
import { applyColorScheme, emitThemeLoaded, THEME_LOADED_EVENT } from './theme';

describe('theme', () => {
  it('base.css declares exactly the default colours of src/theme/defaults.ts', () => {
    // Hex colours are compared without case: Prettier writes them in lower case in CSS.
    const css = readFileSync(join(import.meta.dirname, '..', 'styles', 'base.css'), 'utf8').toLowerCase();
    for (const field of COLOR_FIELDS) {
      expect(css).toContain(`--${cssVarName(field)}: ${DEFAULT_COLORS[field]};`.toLowerCase());
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
