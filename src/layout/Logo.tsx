import { Link } from '../router/links';
import { Picture } from '../components/Picture';
import { SIZES } from '../components/imageSizes';
import type { RestaurantModel } from '../generated/types';
import { useLanguage } from '../i18n/LanguageProvider';
import { DEFAULT_LOGO, DEFAULT_LOGO_LIGHT } from './defaultLogo';

export { DEFAULT_LOGO, DEFAULT_LOGO_LIGHT };

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
  // The slot is 200 × 50 at most: a logo of known shape renders at min(200, 50 × its aspect) px
  // wide (a square one at 50 px, whose phone download is then the 100 px transform, not 400).
  const { width, height } = restaurant.logo ?? {};
  const sizes =
    width && height && width > 0 && height > 0
      ? `${Math.max(1, Math.round(Math.min(200, (50 * width) / height)))}px`
      : SIZES.logo;
  return (
    <Link to="/" className="logo">
      <Picture
        image={restaurant.logo}
        fallback={light ? DEFAULT_LOGO_LIGHT : DEFAULT_LOGO}
        alt={pick(restaurant.name)}
        width={200}
        height={50}
        className="logo__img"
        sizes={sizes}
        loading={loading}
        // Small and in every first view: it yields to the page's priority image (left to the
        // browser, it became high once laid out in the viewport and raced that image).
        fetchPriority="low"
      />
    </Link>
  );
}
