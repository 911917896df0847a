/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEMES_FILE, type PublishedData } from '../../data/published';
import { THEME_CHANGE_EVENT, THEME_LOADED_EVENT } from '../../theme/theme';
import { watchTheme } from './theme';

const css = (name: string) => document.documentElement.style.getPropertyValue(name);
const change = (restaurantSlug: string) =>
  window.dispatchEvent(new CustomEvent(THEME_CHANGE_EVENT, { detail: { restaurantSlug } }));

const schemes = {
  'saffron-house': { 'root-theme': '#B3261E' },
  'cedar-grill': { 'root-theme': '#2F7D4F' },
};

function publishedWith(file: (name: string) => Promise<unknown>): PublishedData {
  const published: PublishedData = {
    entry: () => Promise.reject(new Error('unused')),
    menu: () => Promise.reject(new Error('unused')),
    dish: () => Promise.reject(new Error('unused')),
    fresh: () => published,
    file,
  };
  return published;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.documentElement.removeAttribute('style');
});

describe('the theme events of a page', () => {
  it("announces the page's scheme, applies another published restaurant's on themeChange, and its own again", async () => {
    const loaded = vi.fn();
    window.addEventListener(THEME_LOADED_EVENT, (e) => loaded((e as CustomEvent).detail));
    const asked: string[] = [];
    const published = publishedWith(async (name) => {
      asked.push(name);
      return name === THEMES_FILE ? { schemes } : null;
    });
    stop = watchTheme('saffron-house', async () => schemes['saffron-house'], published);
    await vi.waitFor(() =>
      expect(loaded).toHaveBeenLastCalledWith({ scheme: schemes['saffron-house'], restaurantSlug: 'saffron-house' }),
    );
    // The page shows its colours from its stylesheets: nothing is read for the announcement.
    expect(asked).toEqual([]);

    change('cedar-grill');
    await vi.waitFor(() => expect(css('--root-theme')).toBe('#2F7D4F'));
    expect(loaded).toHaveBeenLastCalledWith({ scheme: schemes['cedar-grill'], restaurantSlug: 'cedar-grill' });
    expect(asked).toEqual([THEMES_FILE]);

    // A restaurant the installation does not publish: the default colours, announced with none.
    change('nowhere');
    await vi.waitFor(() => expect(css('--root-theme')).toBe('#EB0029'));
    expect(loaded).toHaveBeenLastCalledWith({ scheme: null, restaurantSlug: 'nowhere' });

    change('saffron-house');
    await vi.waitFor(() => expect(css('--root-theme')).toBe('#B3261E'));
    expect(loaded).toHaveBeenLastCalledWith({ scheme: schemes['saffron-house'], restaurantSlug: 'saffron-house' });
  });

  it('gives the default colours when the themes file cannot be read, and ignores a slug that is not one', async () => {
    const loaded = vi.fn();
    window.addEventListener(THEME_LOADED_EVENT, (e) => loaded((e as CustomEvent).detail));
    stop = watchTheme(
      'saffron-house',
      async () => schemes['saffron-house'],
      publishedWith(() => Promise.reject(new Error('offline'))),
    );
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    change('../etc');
    change('cedar-grill');
    await vi.waitFor(() => expect(loaded).toHaveBeenLastCalledWith({ scheme: null, restaurantSlug: 'cedar-grill' }));
    expect(css('--root-theme')).toBe('#EB0029');
    expect(loaded).toHaveBeenCalledTimes(2);
  });

  it('lets the latest themeChange win when an earlier answer comes late', async () => {
    let release: (value: unknown) => void = () => undefined;
    const late = new Promise((resolve) => (release = resolve));
    let first = true;
    const published = publishedWith(async () => {
      if (!first) return { schemes };
      first = false;
      await late;
      return { schemes };
    });
    stop = watchTheme('saffron-house', async () => schemes['saffron-house'], published);
    change('cedar-grill');
    change('saffron-house');
    await vi.waitFor(() => expect(css('--root-theme')).toBe('#B3261E'));
    release(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(css('--root-theme')).toBe('#B3261E');
  });
});
