/**
 * Default colours, keyed by the CMS field of website_color_scheme.
 * Each becomes the CSS custom property `--<field with - for _>`, e.g. root_theme -> --root-theme.
 */
export const DEFAULT_COLORS = {
  root_body: '#fff',
  root_black: '#000',
  root_white: '#fff',
  root_theme: '#EB0029',
  root_theme2: '#FC791A',
  root_title: '#010F1C',
  root_dark: '#222222',
  root_text: '#5C6574',
  root_text2: '#ababab',
  root_bg: '#02142A',
  root_bg2: '#F4F1EA',
  root_border: '#373737',
  root_border2: '#D2D2D1',
  root_border3: '#ffffff17',
  top_bar_background_color: '#EB0029',
  header_background_color: '#ffffff',
  footer_background_color: '#010F1C',
  button_primary_color: '#EB0029',
  button_secondary_color: '#FC791A',
  link_color: '#EB0029',
  link_hover_color: '#FC791A',
  accent_color: '#FC791A',
  success_color: '#28a745',
  warning_color: '#ffc107',
  error_color: '#dc3545',
  info_color: '#17a2b8',
} as const;

export type ColorField = keyof typeof DEFAULT_COLORS;
export const COLOR_FIELDS = Object.keys(DEFAULT_COLORS) as ColorField[];

export function cssVarName(field: ColorField): string {
  return field.replace(/_/g, '-');
}
