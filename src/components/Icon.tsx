/**
 * The project's own line icons (./icons.ts), each drawn from one sprite file that every page
 * shares and the browser caches once. Directional ones mirror in right-to-left layouts (see
 * base.css).
 */
import type { SVGProps } from 'react';
// An address, never inlined: the drawings stay out of the JavaScript.
import sprite from '../generated/icons.svg?no-inline';
import type { IconName } from './icons';

export type { IconName } from './icons';

export function Icon({ name, className, ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      // Kept in step with DIRECTIONAL_ICONS by src/components/icons.test.ts.
      className={['icon', name === 'arrow' ? 'icon--directional' : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
