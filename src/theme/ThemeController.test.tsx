/** @vitest-environment jsdom */
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../tests/unit/render';
import { PLACEHOLDER_RESTAURANT } from '../data/placeholderRestaurant';
import { THEMES_FILE, type PublishedData } from '../data/published';
import { THEME_CHANGE_EVENT, THEME_LOADED_EVENT } from './theme';
import { ThemeController } from './ThemeController';

const css = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('ThemeController', () => {
  it('applies the restaurant scheme, then another restaurant on themeChange, emitting themeLoaded each time', async () => {
    const loaded = vi.fn();
    window.addEventListener(THEME_LOADED_EVENT, (e) => loaded((e as CustomEvent).detail));
    const client = memoryClient({
      restaurants: (query) => {
        const slug = (query.filter as { slug: { _eq: string } }).slug._eq;
        return [{ id: 1, slug, website_color_scheme: { root_theme: slug === 'saffron-house' ? 'B3261E' : '#2E7D32' } }];
      },
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<ThemeController />, { client });
    await waitFor(() => expect(css('--root-theme')).toBe('#B3261E'));
    expect(css('--root-theme2')).toBe('#FC791A');
    expect(loaded).toHaveBeenLastCalledWith({ scheme: { 'root-theme': '#B3261E' }, restaurantSlug: 'saffron-house' });

    act(() => {
      window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: { restaurantSlug: 'cedar-grill' } }));
    });
    await waitFor(() => expect(css('--root-theme')).toBe('#2E7D32'));
    expect(loaded).toHaveBeenLastCalledWith({ scheme: { 'root-theme': '#2E7D32' }, restaurantSlug: 'cedar-grill' });
  });

  it('restores the default colours when the read fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.documentElement.style.setProperty('--root-theme', '#123456');
    const client = memoryClient({
      restaurants: () => Promise.reject(new Error('down')),
      opening_hours: () => [],
      hours_overrides: () => [],
    });
    renderWithProviders(<ThemeController />, { client });
    await waitFor(() => expect(css('--root-theme')).toBe('#EB0029'));
  });

  it("in the browser, applies another published restaurant's scheme from the version, and the defaults for an unknown one", async () => {
    const loaded = vi.fn();
    window.addEventListener(THEME_LOADED_EVENT, (e) => loaded((e as CustomEvent).detail));
    const asked: string[] = [];
    const schemes = {
      'saffron-house': { 'root-theme': '#B3261E' },
      'cedar-grill': { 'root-theme': '#2F7D4F' },
    };
    const published: PublishedData = {
      entry: async (key) => {
        if (key === 'restaurant:saffron-house')
          return { ...PLACEHOLDER_RESTAURANT, colorScheme: schemes['saffron-house'] };
        throw new Error(`no ${key} in this version`);
      },
      menu: () => Promise.reject(new Error('unused')),
      dish: () => Promise.reject(new Error('unused')),
      fresh: () => published,
      file: async (file) => {
        asked.push(file);
        return file === THEMES_FILE ? { schemes } : null;
      },
    };
    renderWithProviders(<ThemeController />, { published });
    await waitFor(() => expect(css('--root-theme')).toBe('#B3261E'));

    act(() => {
      window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: { restaurantSlug: 'cedar-grill' } }));
    });
    await waitFor(() => expect(css('--root-theme')).toBe('#2F7D4F'));
    expect(loaded).toHaveBeenLastCalledWith({ scheme: { 'root-theme': '#2F7D4F' }, restaurantSlug: 'cedar-grill' });
    expect(asked).toEqual([THEMES_FILE]);

    // A restaurant the installation does not publish: the default colours, and themeLoaded says so.
    act(() => {
      window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: { restaurantSlug: 'nowhere' } }));
    });
    await waitFor(() => expect(css('--root-theme')).toBe('#EB0029'));
    expect(loaded).toHaveBeenLastCalledWith({ scheme: null, restaurantSlug: 'nowhere' });

    // Its own slug again: its own scheme.
    act(() => {
      window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: { restaurantSlug: 'saffron-house' } }));
    });
    await waitFor(() => expect(css('--root-theme')).toBe('#B3261E'));
  });
});
