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

/** Puts the default colours back: on start, and when the colour scheme cannot be read. */
export function applyDefaultColors(root: HTMLElement = document.documentElement): void {
  for (const field of COLOR_FIELDS) root.style.setProperty(`--${cssVarName(field)}`, DEFAULT_COLORS[field]);
}

/** Defaults first, then the scheme's valid colours over them. */
export function applyColorScheme(scheme: ColorSchemeModel | null, root: HTMLElement = document.documentElement): void {
  applyDefaultColors(root);
  if (!scheme) return;
  for (const [name, value] of Object.entries(scheme)) if (value) root.style.setProperty(`--${name}`, value);
}

export function emitThemeLoaded(detail: ThemeLoadedDetail): void {
  window.dispatchEvent(new CustomEvent<ThemeLoadedDetail>(THEME_LOADED_EVENT, { detail }));
}
