import { describe, expect, it } from 'vitest';
import { routes } from 'virtual:site';
import { languageOfPath, localizePath, prefixPath, sameOriginPath, stripLanguage } from './paths';

describe('language addresses', () => {
  it('reads the language from the path', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/shop')).toBe('en');
    expect(languageOfPath('/ar/')).toBe('ar');
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/shop/cart')).toBe('ar');
    expect(languageOfPath('/arabic-night')).toBe('en');
  });

  it('strips the Arabic prefix', () => {
    expect(stripLanguage('/ar/')).toBe('/');
    expect(stripLanguage('/ar')).toBe('/');
    expect(stripLanguage('/ar/shop')).toBe('/shop');
    expect(stripLanguage('/shop')).toBe('/shop');
  });

  it('localises site paths and keeps query and hash', () => {
    expect(localizePath('/', 'ar')).toBe('/ar/');
    expect(localizePath('/shop?category=2#list', 'ar')).toBe('/ar/shop?category=2#list');
    expect(localizePath('/ar/shop?x=1', 'en')).toBe('/shop?x=1');
    expect(localizePath('/ar/', 'en')).toBe('/');
    expect(localizePath('/ar/contact', 'ar')).toBe('/ar/contact');
  });

  // The address bar can hold `//evil.example/` (or `/ar//evil.example/`): the language toggle and
  // the redirects build their links from it, and must never name another host.
  it('never turns an address with doubled slashes into another host', () => {
    expect(sameOriginPath('//evil.example/')).toBe('/evil.example/');
    expect(sameOriginPath('/\\evil.example/')).toBe('/evil.example/');
    expect(stripLanguage('//evil.example/x')).toBe('/evil.example/x');
    expect(stripLanguage('/ar//evil.example/x')).toBe('/evil.example/x');
    expect(localizePath('/ar//evil.example/', 'en')).toBe('/evil.example/');
    expect(localizePath('/ar/\\evil.example/', 'en')).toBe('/evil.example/');
    expect(localizePath('/ar//evil.example/', 'ar')).toBe('/ar/evil.example/');
    for (const language of ['en', 'ar'] as const) {
      for (const path of ['/ar//evil.example/', '/ar///evil.example', '/ar/\\evil.example'])
        expect(localizePath(path, language)).not.toMatch(/^[/\\]{2}/);
    }
  });

  it('leaves other hrefs alone', () => {
    for (const href of ['https://example.com/x', '//evil.example/x', '#top', 'mailto:a@b.c', 'tel:+966'])
      expect(localizePath(href, 'ar')).toBe(href);
  });

  it("prefixes every route's path pattern as localizePath would", () => {
    for (const { path } of routes)
      for (const language of ['en', 'ar'] as const)
        expect(prefixPath(path, language)).toBe(localizePath(path, language));
    expect(prefixPath('/', 'ar')).toBe('/ar/');
    expect(prefixPath('/shop/shop-details/:id', 'ar')).toBe('/ar/shop/shop-details/:id');
  });
});
