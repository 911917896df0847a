/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { AppDownloadDemo } from './AppDownloadDemo';

describe('AppDownloadDemo', () => {
  it('links both store badges externally in a new tab with rel="noopener noreferrer"', () => {
    const content = staticSection('/about', 'app', 'appDownloadDemo').content;
    const { unmount } = renderWithProviders(<AppDownloadDemo id="app" content={content} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole('img', { name: 'Download on the App Store (opens in a new tab)' })).toBeTruthy();
    unmount();
    renderWithProviders(<AppDownloadDemo id="app" content={content} />, { language: 'ar' });
    expect(screen.getByRole('img', { name: 'احصل عليه من Google Play (يفتح في علامة تبويب جديدة)' })).toBeTruthy();
  });
});
