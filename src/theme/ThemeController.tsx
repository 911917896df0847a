/**
 * Applies the restaurant's colours once the shared restaurant read ends (defaults on failure),
 * emits themeLoaded, and reloads the theme when a themeChange event names another restaurant.
 */
import { useEffect, useState } from 'react';
import { useDataContext, useQuery } from '../data/DataProvider';
import { restaurantQuery } from '../data/queries/restaurant';
import { themeQuery } from '../data/queries/theme';
import { applyColorScheme, emitThemeLoaded, THEME_CHANGE_EVENT, type ThemeChangeDetail } from './theme';

export function ThemeController() {
  const ctx = useDataContext();
  const restaurant = useQuery(restaurantQuery, {});
  const [overrideSlug, setOverrideSlug] = useState<string | null>(null);

  useEffect(() => {
    const onChange = (event: Event) => {
      const slug = (event as CustomEvent<Partial<ThemeChangeDetail>>).detail?.restaurantSlug;
      if (typeof slug === 'string' && /^[a-z0-9-]{1,100}$/.test(slug)) setOverrideSlug(slug === ctx.slug ? null : slug);
    };
    window.addEventListener(THEME_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  }, [ctx.slug]);

  useEffect(() => {
    if (overrideSlug || restaurant.status === 'loading') return;
    const scheme = restaurant.status === 'success' ? restaurant.data.colorScheme : null;
    if (restaurant.status === 'success' && !scheme)
      console.warn('[theme] restaurant has no colour scheme; default colours remain');
    applyColorScheme(scheme);
    emitThemeLoaded({ scheme, restaurantSlug: ctx.slug });
  }, [overrideSlug, restaurant.status, restaurant.data.colorScheme, ctx.slug]);

  return overrideSlug ? <OverrideTheme slug={overrideSlug} /> : null;
}

function OverrideTheme({ slug }: { slug: string }) {
  const theme = useQuery(themeQuery, { slug });
  useEffect(() => {
    if (theme.status === 'loading') return;
    const scheme = theme.status === 'success' ? theme.data : null;
    applyColorScheme(scheme);
    emitThemeLoaded({ scheme, restaurantSlug: slug });
  }, [theme.status, theme.data, slug]);
  return null;
}
