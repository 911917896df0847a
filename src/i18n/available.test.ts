import { describe, expect, it, vi } from 'vitest';
import { languageCameFrom, languagesAttribute, languagesOfPage, publishedLanguages, startAddress } from './available';

const at = (pathname: string, search = '', hash = '') => ({
  pathname,
  search,
  hash,
  language: pathname === '/ar' || pathname.startsWith('/ar/') ? ('ar' as const) : ('en' as const),
});

describe('the languages of a published version', () => {
  it('leaves Arabic out when the restaurant turned enable_arabic off, and keeps it otherwise', () => {
    expect(publishedLanguages(['en', 'ar'], true)).toEqual(['en', 'ar']);
    expect(publishedLanguages(['en', 'ar'], false)).toEqual(['en']);
    expect(publishedLanguages(['en'], true)).toEqual(['en']);
    // A site configured in Arabic alone has nothing to fall back on: it keeps Arabic.
    expect(publishedLanguages(['ar'], false)).toEqual(['ar']);
  });

  it('names them on <html>, and reads them back within the configured ones', () => {
    expect(languagesAttribute(['en'])).toBe(' data-languages="en"');
    expect(languagesAttribute(['en', 'ar'])).toBe(' data-languages="en ar"');
    expect(languagesOfPage('en', ['en', 'ar'])).toEqual(['en']);
    expect(languagesOfPage('en ar', ['en', 'ar'])).toEqual(['en', 'ar']);
    expect(languagesOfPage(' ar  en ', ['en', 'ar'])).toEqual(['en', 'ar']);
    expect(languagesOfPage('en ar', ['en'])).toEqual(['en']);
    // A page from before the attribute, or a value that names nothing known: every configured one.
    expect(languagesOfPage(null, ['en', 'ar'])).toEqual(['en', 'ar']);
    expect(languagesOfPage('', ['en', 'ar'])).toEqual(['en', 'ar']);
    expect(languagesOfPage('fr', ['en', 'ar'])).toEqual(['en', 'ar']);
  });
});

describe('where a page opened in the browser goes first', () => {
  it('takes a visitor who chose Arabic to the Arabic page when the version has Arabic', () => {
    expect(startAddress(at('/shop', '?page=2', '#top'), () => 'ar', ['en', 'ar'])).toBe('/ar/shop?page=2#top');
    expect(startAddress(at('/shop'), () => 'en', ['en', 'ar'])).toBeNull();
    expect(startAddress(at('/ar/shop'), () => 'ar', ['en', 'ar'])).toBeNull();
    expect(startAddress(at('/ar/shop'), () => 'en', ['en', 'ar'])).toBeNull();
  });

  it('keeps a visitor who chose Arabic on English pages when Arabic is off: no loop with the server', () => {
    expect(startAddress(at('/shop'), () => 'ar', ['en'])).toBeNull();
    expect(startAddress(at('/no-such-page'), () => 'ar', ['en'])).toBeNull();
  });

  it('reads the stored choice only on an English page opened from elsewhere, in a version with Arabic', () => {
    const stored = vi.fn((): 'ar' => 'ar');
    expect(startAddress(at('/ar/shop'), stored, ['en', 'ar'])).toBeNull();
    expect(startAddress(at('/shop'), stored, ['en'])).toBeNull();
    expect(startAddress(at('/shop'), stored, ['en', 'ar'], 'en')).toBeNull();
    expect(stored).not.toHaveBeenCalled();
    expect(startAddress(at('/shop'), stored, ['en', 'ar'])).toBe('/ar/shop');
    expect(stored).toHaveBeenCalledOnce();
  });

  it('sends an Arabic page of a version without Arabic to the English one (a host without the redirect)', () => {
    expect(startAddress(at('/ar/shop', '?x=1'), () => 'ar', ['en'])).toBe('/shop?x=1');
    expect(startAddress(at('/ar/'), () => 'en', ['en'])).toBe('/');
  });
});

describe('a link followed inside the site', () => {
  it('is kept: the language switch followed before the page script ran does not bounce back', () => {
    expect(startAddress(at('/shop'), () => 'ar', ['en', 'ar'], 'ar')).toBeNull();
    expect(startAddress(at('/shop'), () => 'ar', ['en', 'ar'], 'en')).toBeNull();
    // A language the version does not have still goes to English.
    expect(startAddress(at('/ar/shop'), () => 'ar', ['en'], 'ar')).toBe('/shop');
  });

  it('is told from a visit that came from elsewhere by the referrer', () => {
    const origin = 'https://saffron.example';
    expect(languageCameFrom('https://saffron.example/ar/shop', origin)).toBe('ar');
    expect(languageCameFrom('https://saffron.example/about?x=1', origin)).toBe('en');
    expect(languageCameFrom('https://search.example/?q=saffron', origin)).toBeNull();
    expect(languageCameFrom('https://saffron.example.evil/ar/', origin)).toBeNull();
    expect(languageCameFrom('', origin)).toBeNull();
    expect(languageCameFrom('not a url', origin)).toBeNull();
  });

  it('parses no address on a first visit without a referrer (its failure would throw at the start)', () => {
    const parse = vi.fn();
    vi.stubGlobal('URL', parse);
    try {
      expect(languageCameFrom('', 'https://saffron.example')).toBeNull();
      expect(parse).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
