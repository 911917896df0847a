/** Applying colour schemes as CSS custom properties on <html>, and the themeLoaded / themeChange events. */
import type { ColorSchemeModel } from '../generated/types';
import { COLOR_FIELDS, DEFAULT_COLORS, cssVarName } from './defaults';

export const THEME_LOADED_EVENT = 'themeLoaded';
export const THEME_CHANGE_EVENT = 'themeChange';

export interface ThemeLoadedDetail {
  scheme: ColorSchemeModel | null;
  restaurantSlug: string;
}

export interface ThemeChangeDetail {
  restaurantSlug: string;
}

/**
 * Defaults first, then the scheme's valid colours over them (null: the defaults, as when the
 * colour scheme cannot be read). Each property is written once, and
 * only where the page does not show that colour already: a published page has them from its
 * stylesheets (base.css and the brand stylesheet), and each write restyles the root element.
 */
export function applyColorScheme(scheme: ColorSchemeModel | null, root: HTMLElement = document.documentElement): void {
  const wanted = new Map<string, string>(
    COLOR_FIELDS.map((field) => [`--${cssVarName(field)}`, DEFAULT_COLORS[field]]),
  );
  if (scheme) for (const [name, value] of Object.entries(scheme)) if (value) wanted.set(`--${name}`, value);
  const computed = getComputedStyle(root);
  // Colours are compared without case: Prettier writes hex colours in lower case in CSS.
  const same = (shown: string, value: string) => shown.trim().toLowerCase() === value.toLowerCase();
  for (const [name, value] of wanted) {
    const inline = root.style.getPropertyValue(name);
    if (inline === '' ? same(computed.getPropertyValue(name), value) : same(inline, value)) continue;
    root.style.setProperty(name, value);
  }
}

export function emitThemeLoaded(detail: ThemeLoadedDetail): void {
  window.dispatchEvent(new CustomEvent<ThemeLoadedDetail>(THEME_LOADED_EVENT, { detail }));
}
