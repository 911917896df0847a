/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, LanguageProvider, useLanguage, type LanguageApi } from './LanguageProvider';

let api: LanguageApi;
function Probe() {
  api = useLanguage();
  return <p data-testid="probe">{`${api.language}|${api.dir}|${api.t('header.cart')}`}</p>;
}

afterEach(() => localStorage.clear());

describe('LanguageProvider', () => {
  it('starts in the language of the address without remembering it', () => {
    render(
      <LanguageProvider initial="ar">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('ar|rtl|السلة');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('toggles to Arabic and back, remembering each choice and updating <html lang dir>', () => {
    render(
      <LanguageProvider initial="en">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('en|ltr|Cart');
    act(() => api.toggle());
    expect(screen.getByTestId('probe').textContent).toBe('ar|rtl|السلة');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    act(() => api.toggle());
    expect(screen.getByTestId('probe').textContent).toBe('en|ltr|Cart');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('choosing the language it already has changes and saves nothing', () => {
    render(
      <LanguageProvider initial="en">
        <Probe />
      </LanguageProvider>,
    );
    act(() => api.setLanguage('en'));
    expect(screen.getByTestId('probe').textContent).toBe('en|ltr|Cart');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('has nothing to toggle to when the site is published in English only', () => {
    render(
      <LanguageProvider initial="en" available={['en']}>
        <Probe />
      </LanguageProvider>,
    );
    expect(api.other).toBeNull();
    act(() => api.toggle());
    expect(screen.getByTestId('probe').textContent).toBe('en|ltr|Cart');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
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
