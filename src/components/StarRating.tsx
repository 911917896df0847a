/**
 * A rating as one drawing: five stars, the first `count` of them lit, in one SVG of two paths
 * (the lit stars and the others). Five icons a rating made every review five SVG `<use>` trees,
 * each one built, styled, laid out and painted on its own: 35 on `/about`, about a third of the
 * page's style and paint at a phone's speed (docs/speed.md, ninth measure).
 */
import { STAR_PATH } from './icons';
import './StarRating.css';

export const STARS = 5;
/** A star's width and the room after it, in the icon grid's units (24 a star, 0.15em between). */
const STEP = 27.6;
const WIDTH = STARS * STEP - (STEP - 24);
// The star's first x, and the rest of its path (its first y, then steps relative to it).
const [, STAR_X, STAR_REST] = /^M([\d.]+)(.*)$/.exec(STAR_PATH)!;

/** The stars `from` (inclusive) to `to` (exclusive), 0 the first, as one path's data. */
export function starsPath(from: number, to: number): string {
  let d = '';
  for (let star = from; star < to; star++) d += `M${+(Number(STAR_X) + star * STEP).toFixed(1)}${STAR_REST}`;
  return d;
}

/** The number of lit stars: a whole number from 0 to 5, whatever the record says. */
export function litStars(count: number): number {
  return Number.isFinite(count) ? Math.min(STARS, Math.max(0, Math.round(count))) : 0;
}

export function StarRating({
  count,
  label,
  className,
}: {
  count: number;
  /** What the rating says for the stars lit ("4 out of 5 stars"): the drawing is its image. */
  label: (lit: number) => string;
  /** The paragraph's class: its size and room. */
  className: string;
}) {
  const lit = litStars(count);
  return (
    <p className={className} role="img" aria-label={label(lit)} data-stars={lit}>
      <svg
        viewBox={`0 0 ${+WIDTH.toFixed(1)} 24`}
        width={`${+(WIDTH / 24).toFixed(3)}em`}
        height="1em"
        aria-hidden="true"
        focusable="false"
        // The stars fill from the start of the line: from the right in Arabic.
        className="icon icon--filled icon--directional"
      >
        {lit > 0 && <path className="star-rating__lit" d={starsPath(0, lit)} fill="currentColor" />}
        {lit < STARS && <path className="star-rating__unlit" d={starsPath(lit, STARS)} fill="currentColor" />}
      </svg>
    </p>
  );
}
