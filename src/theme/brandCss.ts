/**
 * The restaurant's colours as a stylesheet, written by the prerender next to the pages, so the
 * first frame of every page is already in the restaurant's brand (the app applies the same
 * values again once it runs, so nothing changes then). `html:root` outranks base.css's `:root`
 * defaults wherever the two stylesheets stand in the head.
 */
import { color } from '../data/normalize/fields';
import type { ColorSchemeModel } from '../generated/types';
import { DEFAULT_COLORS } from './defaults';

const PROPERTY = /^[a-z][a-z0-9-]{0,63}$/;

/** `html:root{--root-theme:#0b6e4f;…}` of the scheme's valid colours; null without any. */
export function brandStylesheet(scheme: ColorSchemeModel | null | undefined): string | null {
  if (!scheme) return null;
  const declarations = Object.entries(scheme)
    .map(([name, value]) => [name, color(value)] as const)
    .filter((entry): entry is readonly [string, string] => PROPERTY.test(entry[0]) && entry[1] !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `--${name}:${value}`);
  return declarations.length ? `html:root{${declarations.join(';')}}\n` : null;
}

/** The browser's UI colour for the site (`<meta name="theme-color">`): the restaurant's theme colour. */
export function themeColorOf(scheme: ColorSchemeModel | null | undefined): string {
  return color(scheme?.['root-theme']) ?? DEFAULT_COLORS.root_theme;
}
