import { Link } from '../router/links';
import { Picture } from '../components/Picture';
import type { RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { DEFAULT_LOGO, DEFAULT_LOGO_LIGHT } from './defaultLogo';

export { DEFAULT_LOGO, DEFAULT_LOGO_LIGHT };

/** The bundled logo's shape (logo-dark.svg and logo-white.svg are 400 × 120). */
const BUNDLED = { width: 400, height: 120 };

/**
 * The restaurant's logo linking home, at most 50px high and 200px wide; the bundled logo when missing or broken.
 * `loading`: eager for the dark logo (the header's, in the first view), lazy for the light one (the footer's).
 */
export function Logo({
  restaurant,
  light = false,
  loading = light ? 'lazy' : 'eager',
}: {
  restaurant: RestaurantModel;
  light?: boolean;
  loading?: 'lazy' | 'eager';
}) {
  const { pick } = useLanguage();
  // The img is 50 px high and as wide as its shape makes it, at most 200 px (Header.css). Its
  // width and height attributes carry that shape, so the browser lays it out before the file
  // arrives (with both sides auto in CSS, a square logo was 0 px wide until its file loaded,
  // then 50, and the header's menu, centred beside it, moved). A failed logo's bundled
  // stand-in keeps the same box; a logo of unknown shape takes the whole slot. The rendered
  // width is also the `sizes` (a square logo's phone download is then the 160 px file, not 400).
  const { width, height } = restaurant.logo ?? BUNDLED;
  const known = width && height && width > 0 && height > 0;
  return (
    <Link to="/" className="logo">
      <Picture
        image={restaurant.logo}
        fallback={light ? DEFAULT_LOGO_LIGHT : DEFAULT_LOGO}
        alt={pick(restaurant.name)}
        width={known ? width : 200}
        height={known ? height : 50}
        className="logo__img"
        sizes={`${known ? Math.max(1, Math.round(Math.min(200, (50 * width) / height))) : 200}px`}
        loading={loading}
        // Small and in every first view: it yields to the page's priority image (left to the
        // browser, it became high once laid out in the viewport and raced that image).
        fetchPriority="low"
      />
    </Link>
  );
}
