/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../build/site-config.ts';
import type { AccessibilityStatementContent, RestaurantModel } from '../../../generated/types';
import { PLACEHOLDER_RESTAURANT } from '../../../data/normalize/restaurant';
import { renderWithProviders } from '../../../../tests/unit/render';
import { AccessibilityStatement } from './AccessibilityStatement';

const section = loadSiteConfig()
  .routes.find((route) => route.path === '/accessibility')
  ?.sections.find((s) => s.type === 'accessibilityStatement');
if (section?.type !== 'accessibilityStatement') throw new Error('site.config.json has no accessibility statement');
const content: AccessibilityStatementContent = section.content;

const restaurant = (patch: Partial<RestaurantModel>): RestaurantModel => ({
  ...PLACEHOLDER_RESTAURANT,
  email: 'hello@example.sa',
  phone: '+966 11 456 7821',
  ...patch,
});

describe('AccessibilityStatement', () => {
  it('says what is supported and its limits, in English and Arabic', () => {
    const { unmount } = renderWithProviders(
      <AccessibilityStatement id="statement" content={content} restaurant={restaurant({})} loading={false} />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'What the site supports',
      'Known limitations',
      'How we check',
      'Tell us about a problem',
    ]);
    for (const topic of ['Keyboard', 'Screen readers', 'right to left', 'Contrast', 'Reduced motion', 'Zoom'])
      expect(screen.getByText(new RegExp(topic))).toBeTruthy();
    expect(screen.getByText(/map on the contact page/)).toBeTruthy();
    unmount();
    renderWithProviders(
      <AccessibilityStatement id="statement" content={content} restaurant={restaurant({})} loading={false} />,
      { language: 'ar', route: '/ar/accessibility' },
    );
    expect(screen.getByRole('heading', { name: 'ما يدعمه الموقع' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'كل طرق التواصل معنا' }).getAttribute('href')).toBe('/ar/contact');
  });

  it("reports problems by the restaurant's email and phone from the CMS", () => {
    renderWithProviders(
      <AccessibilityStatement id="statement" content={content} restaurant={restaurant({})} loading={false} />,
    );
    const contact = within(screen.getByTestId('a11y-contact'));
    expect(contact.getByRole('link', { name: 'hello@example.sa' }).getAttribute('href')).toBe(
      'mailto:hello@example.sa',
    );
    expect(contact.getByRole('link', { name: '+966 11 456 7821' }).getAttribute('href')).toBe('tel:+966114567821');
    expect(contact.getByRole('link', { name: 'All the ways to reach us' }).getAttribute('href')).toBe('/contact');
  });

  it('leaves out a contact detail the CMS does not hold, and says "Loading..." until it knows', () => {
    const { unmount } = renderWithProviders(
      <AccessibilityStatement
        id="statement"
        content={content}
        restaurant={restaurant({ email: '', phone: 'none' })}
        loading={false}
      />,
    );
    const contact = within(screen.getByTestId('a11y-contact'));
    expect(contact.getAllByRole('link').map((a) => a.textContent)).toEqual(['All the ways to reach us']);
    unmount();
    renderWithProviders(
      <AccessibilityStatement id="statement" content={content} restaurant={restaurant({})} loading />,
    );
    expect(within(screen.getByTestId('a11y-contact')).getByText('Loading...')).toBeTruthy();
  });
});
