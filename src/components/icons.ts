/**
 * The project's own line icons, drawn on a 24 px grid: the one list of them. ./Icon.tsx draws
 * each as a path in the page; an island's code carries the drawings it can render (1.3 KB gzip
 * all together).
 */
/**
 * The star, from its top point on: every step after the first is relative, so the same star
 * drawn elsewhere only changes its first point (./StarRating.tsx draws a rating's five in one path).
 */
export const STAR_PATH = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

export const ICON_PATHS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9.5 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17.5 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  tiktok: 'M15 3c.3 2.3 1.7 3.8 4 4v3.2a7 7 0 0 1-4-1.3V15a6 6 0 1 1-6-6v3.3A2.8 2.8 0 1 0 11.8 15V3z',
  star: STAR_PATH,
  check: 'M5 12.5l4.5 4.5L19 7.5',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zM8.5 8.5c.2-.5.5-.5.8-.5h.6c.2 0 .4 0 .6.5l.7 1.7c.1.2 0 .4-.1.6l-.5.6c-.1.2-.1.3 0 .5.6 1.1 1.5 2 2.6 2.6.2.1.4.1.5-.1l.6-.7c.2-.2.4-.2.6-.1l1.7.8c.2.1.4.2.4.4 0 .6-.2 1.3-.8 1.7-.6.4-1.6.6-3.2-.1a9.5 9.5 0 0 1-4.3-4.2c-.7-1.4-.5-2.5-.2-3.1z',
  twitter: 'M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.2M4 20l6.6-7.2',
  pinterest: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10.5 8h2.7a2.6 2.6 0 0 1 0 5.2h-2.7M10.5 8v12',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  heart: 'M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z',
  play: 'M8 5.5v13l10.5-6.5z',
  quote: 'M9.5 7H6a2 2 0 0 0-2 2v3.5h4.5V17H6M20 7h-3.5a2 2 0 0 0-2 2v3.5H19V17h-2.5',
  table: 'M3 9h18M5 9v11M19 9v11M8 5h8M12 5v4',
  navigation: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 7v5M9.5 9.5h5',
  leaf: 'M5 19c0-8.5 5.5-14 15-14 0 9.5-5.5 15-14 15zM5 19l8-8',
  sprout: 'M12 21v-9M12 12C12 8 9.5 6 5 6c0 4 2.5 6 7 6zM12 10c0-3.5 2.5-5.5 7-5.5 0 3.5-2.5 5.5-7 5.5z',
  wheatOff:
    'M12 21V9M12 9c-2.2-.8-3.2-2.6-3.2-5 2.2.8 3.2 2.6 3.2 5zM12 9c2.2-.8 3.2-2.6 3.2-5-2.2.8-3.2 2.6-3.2 5zM12 14c-2.2-.8-3.2-2.6-3.2-5M12 14c2.2-.8 3.2-2.6 3.2-5M4 4l16 16',
  chili:
    'M6 20c6.5 0 12-5 12-11.5 0-1.4-1-2.5-2.4-2.5-1.7 0-2.6 1.4-2.6 3.2 0 4.3-3.2 7.3-7 7.3-1.5 0-2 1.3-2 1.3S4.5 20 6 20zM15.6 6c0-1.8.9-2.8 2.4-3.3',
  filter: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Icons drawn filled rather than stroked. */
export const FILLED_ICONS: readonly IconName[] = ['star', 'facebook', 'tiktok', 'play'];

/** Icons that point somewhere: mirrored in right-to-left layouts (see base.css). */
export const DIRECTIONAL_ICONS: readonly IconName[] = ['arrow'];
