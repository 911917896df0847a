import { Link } from '../router/links';
import { Picture } from '../components/Picture';
import type { RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { DEFAULT_LOGO, DEFAULT_LOGO_LIGHT } from './defaultLogo';

export { DEFAULT_LOGO, DEFAULT_LOGO_LIGHT };

/** The slot a logo fits in, and the bundled logo's shape (logo-dark.svg and logo-white.svg). */
const SLOT = { width: 200, height: 50 };
const BUNDLED = { width: 400, height: 120 };

/**
 * The box a logo renders in: its own shape scaled into the 200 × 50 slot (a square one is
 * 50 × 50). The img's width and height attributes carry it, so the browser lays the logo out at
 * that shape before the file arrives: with the slot's 4:1 there, a square logo stood 200 px wide
 * until it loaded, then shrank, and the header's menu, centred beside it, jumped. Its width is
 * also the `sizes` (a square logo's phone download is then the 160 px file, not 400). A logo of
 * unknown shape takes the whole slot.
 */
function logoBox(logo: RestaurantModel['logo']): { width: number; height: number } {
  const shape = !logo ? BUNDLED : { width: logo.width ?? 0, height: logo.height ?? 0 };
  if (!(shape.width > 0 && shape.height > 0)) return SLOT;
  const scale = Math.min(SLOT.width / shape.width, SLOT.height / shape.height);
  return {
    width: Math.max(1, Math.round(shape.width * scale)),
    height: Math.max(1, Math.round(shape.height * scale)),
  };
}

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
  const box = logoBox(restaurant.logo);
  return (
    <Link to="/" className="logo">
      <Picture
        image={restaurant.logo}
        fallback={light ? DEFAULT_LOGO_LIGHT : DEFAULT_LOGO}
        alt={pick(restaurant.name)}
        width={box.width}
        height={box.height}
        className="logo__img"
        sizes={`${box.width}px`}
        loading={loading}
        // Small and in every first view: it yields to the page's priority image (left to the
        // browser, it became high once laid out in the viewport and raced that image).
        fetchPriority="low"
      />
    </Link>
  );
}
