/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, rememberLanguage, storedLanguage } from './choice';
import { LanguageProvider, useLanguage, type LanguageApi } from './LanguageProvider';

let api: LanguageApi;
function Probe() {
  api = useLanguage();
  return <p data-testid="probe">{`${api.language}|${api.dir}|${api.t('header.cart')}`}</p>;
}

afterEach(() => localStorage.clear());

describe('LanguageProvider', () => {
  it('is the language of the page, with its direction, strings and the other language', () => {
    render(
      <LanguageProvider initial="ar">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('ar|rtl|السلة');
    expect(api.other).toBe('en');
    // Opening a page in a language is no choice: nothing is remembered.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('has no other language when the site is published in English only', () => {
    render(
      <LanguageProvider initial="en" available={['en']}>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('en|ltr|Cart');
    expect(api.other).toBeNull();
  });

  it('fails loudly outside the provider', () => {
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow(/inside <LanguageProvider>/);
    } finally {
      console.error = error;
    }
  });
});

describe('the visitor’s choice of language', () => {
  it('is remembered for the next pages and read back, anything else stored being no choice', () => {
    expect(storedLanguage('en')).toBe('en');
    rememberLanguage('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(storedLanguage('en')).toBe('ar');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage('en')).toBe('en');
  });
});
