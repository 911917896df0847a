/**
 * The project's own line icons (./icons.ts), each drawn in the page as its own path: stroked lines
 * or filled shapes, painted by base.css's `.icon` rules in the colour of the text around it.
 * Directional ones mirror in right-to-left layouts (see base.css).
 *
 * Drawn in place rather than from a shared sprite file (`<svg><use href="sprite#name">`): each
 * `<use>` is a shadow tree the browser builds, styles and paints on its own, and on a phone's CPU
 * a page of them cost more style and paint than the icons' bytes cost to send (docs/speed.md,
 * ninth measure).
 */
import type { SVGProps } from 'react';
import { DIRECTIONAL_ICONS, FILLED_ICONS, ICON_PATHS, type IconName } from './icons';

export type { IconName } from './icons';

export function Icon({ name, className, ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  const classes = [
    'icon',
    FILLED_ICONS.includes(name) ? 'icon--filled' : '',
    DIRECTIONAL_ICONS.includes(name) ? 'icon--directional' : '',
    className ?? '',
  ];
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      className={classes.filter(Boolean).join(' ')}
      {...rest}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
