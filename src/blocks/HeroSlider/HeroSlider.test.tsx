/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../../tests/unit/render';
import { HERO_PLACEHOLDERS } from '../../data/queries/home';
import { HeroSlider } from './HeroSlider';
import HeroSliderBlock from './index';

const section = { id: 'hero', type: 'heroSlider' as const, content: { buttonHref: '/reservation' }, data: { slides: { query: 'heroSlides' as const } } };

describe('HeroSlider', () => {
  it('shows the placeholder slides while loading and when the CMS fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = memoryClient({ hero_slides: () => Promise.reject(new Error('down')) });
    renderWithProviders(<HeroSliderBlock section={section} />, { client });
    expect(screen.getAllByTestId('hero-slide')).toHaveLength(HERO_PLACEHOLDERS.length);
    await waitFor(() => expect(client.calls).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HERO_PLACEHOLDERS[0]!.title.en);
  });

  it('shows CMS slides, filtered by this restaurant and active, with the button to /reservation', async () => {
    const client = memoryClient({ hero_slides: () => [{ id: 1, title_en: 'Mandi night', title_ar: 'ليلة المندي', button_text_en: 'Book', image_item: 'abc' }] });
    renderWithProviders(<HeroSliderBlock section={section} />, { client, language: 'ar' });
    await screen.findByRole('heading', { name: 'ليلة المندي' });
    expect(JSON.stringify(client.calls[0]!.query.filter)).toContain('"saffron-house"');
    expect(JSON.stringify(client.calls[0]!.query.filter)).toContain('"active":{"_eq":true}');
    expect(screen.getByRole('link', { name: /Book/ }).getAttribute('href')).toBe('/reservation');
  });

  it('a slide image that fails hides itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slide = { ...HERO_PLACEHOLDERS[0]!, image: { src: 'http://cms.test/assets/broken' } };
    renderWithProviders(<HeroSlider id="h" content={{ buttonHref: '/reservation' }} slides={[slide]} />);
    const img = screen.getByRole('img', { name: slide.title.en });
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: slide.title.en })).toBeNull();
  });
});
