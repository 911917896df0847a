/**
 * Loading strings by language and area, as a browser page does (the unit-test setup registers
 * both languages whole, so each test here takes a fresh copy of the module).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { PageStrings } from './messages';

type MessagesModule = typeof import('./messages');
let messages: MessagesModule;

beforeEach(async () => {
  vi.resetModules();
  messages = await import('./messages');
});

/** What a route chunk's block entries hand over for an area (build/vite-plugin-site.ts writes the same). */
const loadersOf = (area: 'blogListDemo' | 'cartPage' | 'contactDetails') => ({
  [area]: {
    en: () => import(`virtual:messages/en/${area}`),
    ar: () => import(`virtual:messages/ar/${area}`),
  },
});

describe('strings by area', () => {
  it('a page language brings its common strings only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await messages.loadMessages('ar');
    expect(messages.translate('ar', 'header.openMenu')).toBe('فتح القائمة');
    // The blog's strings are not in yet: the key shows, and the developer is told which area to name.
    expect(messages.translate('ar', 'blog.readMore')).toBe('blog.readMore');
    expect(error.mock.calls[0]?.[0]).toContain('src/generated/blocks.ts');
  });

  it('a block’s area loads in the page language, and a switch brings every area already in use', async () => {
    await messages.loadMessages('en');
    messages.addAreaLoaders(loadersOf('blogListDemo'));
    messages.addAreaLoaders(loadersOf('cartPage'));
    await messages.loadStringAreas(['blogListDemo']);
    expect(messages.translate('en', 'blog.readMore')).toBe('Read more');
    expect(messages.hasMessages('ar')).toBe(false);

    await messages.loadMessages('ar');
    expect(messages.hasMessages('ar')).toBe(true);
    expect(messages.translate('ar', 'blog.readMore')).not.toBe('blog.readMore');
    expect(messages.translate('ar', 'blog.readMore')).not.toBe('Read more');

    // After the switch a new block's area arrives in both languages.
    await messages.loadStringAreas(['cartPage']);
    expect(messages.translate('en', 'cart.remove', { name: 'Tea' })).toBe('Remove Tea');
    expect(messages.translate('ar', 'cart.remove', { name: 'Tea' })).toBe('إزالة Tea');
    expect(messages.hasMessages('en')).toBe(true);
  });

  it('an area wanted while a language loads is loaded in it too', async () => {
    await messages.loadMessages('en');
    messages.addAreaLoaders(loadersOf('contactDetails'));
    const switching = messages.loadMessages('ar');
    await messages.loadStringAreas(['contactDetails']);
    await switching;
    expect(messages.hasMessages('ar')).toBe(true);
    expect(messages.translate('ar', 'contact.hours')).not.toBe('contact.hours');
  });

  it('a page’s data file brings its areas: their chunks do not load, and loads wait for the file', async () => {
    const cartChunk = vi.fn(() => import('virtual:messages/en/cartPage'));
    messages.addAreaLoaders({ cartPage: { en: cartChunk } });
    let arrive: (strings: PageStrings) => void = () => undefined;
    messages.stringsFromPage(new Promise<PageStrings>((resolve) => (arrive = resolve)));
    // The header asks before the file is in: it waits for it rather than loading `common`'s chunk.
    const header = messages.loadMessages('en');
    const cart = messages.loadStringAreas(['cartPage']);
    arrive({
      language: 'en',
      areas: ['common', 'cartPage'],
      messages: { 'header.openMenu': 'Menu (from the file)', 'cart.remove': 'Take {name} out' },
    });
    await Promise.all([header, cart]);
    // The file's words, not the chunks' (a chunk loaded after would have replaced them).
    expect(messages.translate('en', 'header.openMenu')).toBe('Menu (from the file)');
    expect(messages.translate('en', 'cart.remove', { name: 'Tea' })).toBe('Take Tea out');
    expect(cartChunk).not.toHaveBeenCalled();
    expect(messages.hasMessages('en')).toBe(true);
  });

  it('a data file that could not be read, or brought no strings, leaves the areas to their chunks', async () => {
    messages.stringsFromPage(Promise.reject(new Error('Failed to fetch')));
    await messages.loadMessages('ar');
    expect(messages.translate('ar', 'header.openMenu')).toBe('فتح القائمة');

    vi.resetModules();
    messages = await import('./messages');
    messages.stringsFromPage(Promise.resolve(null));
    await messages.loadMessages('en');
    expect(messages.translate('en', 'header.openMenu')).toBe('Open menu');
  });

  it('the entry knows the common strings alone: an area no block has brought says so', async () => {
    await messages.loadMessages('en');
    await expect(messages.loadStringAreas(['reviewsSlider'])).rejects.toThrow(
      'no loader for the string area "reviewsSlider" in en',
    );
    // Once a route's block brings it, it loads.
    messages.addAreaLoaders({ reviewsSlider: { en: () => import('virtual:messages/en/reviewsSlider') } });
    await messages.loadStringAreas(['reviewsSlider']);
    expect(messages.hasMessages('en')).toBe(true);
  });
});
