/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryClient, renderWithProviders } from '../../../../tests/unit/render';
import { HERO_PLACEHOLDERS } from './data';
import { mediaSrc } from '../../../components/media';
import { setImagePreloadSink } from '../../../components/imagePreload';
import { HeroSlider } from './HeroSlider';
import HeroSliderBlock from './index';

const section = {
  id: 'hero',
  type: 'heroSlider' as const,
  content: { buttonHref: '/reservation' },
  data: { slides: { query: 'heroSlides' as const } },
};

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
    const client = memoryClient({
      hero_slides: () => [
        { id: 1, title_en: 'Mandi night', title_ar: 'ليلة المندي', button_text_en: 'Book', image_item: 'abc' },
      ],
    });
    renderWithProviders(<HeroSliderBlock section={section} />, { client, language: 'ar' });
    await screen.findByRole('heading', { name: 'ليلة المندي' });
    expect(JSON.stringify(client.calls[0]!.query.filter)).toContain('"saffron-house"');
    expect(JSON.stringify(client.calls[0]!.query.filter)).toContain('"active":{"_eq":true}');
    expect(screen.getByRole('link', { name: /Book/ }).getAttribute('href')).toBe('/reservation');
  });

  it('only the first slide background is the priority image (eager, high, preloaded); the rest are lazy, with every derived width', () => {
    const slides = HERO_PLACEHOLDERS.map((slide, index) => ({
      ...slide,
      id: index + 1,
      background: { src: mediaSrc({ key: `${index + 1}`.padStart(16, '0'), width: 1920 }) },
    }));
    // The preload links the prerender writes (src/entry-server.tsx).
    const links: string[] = [];
    setImagePreloadSink(() => (link) => void links.push(link));
    const { container } = renderWithProviders(
      <HeroSlider id="h" content={{ buttonHref: '/reservation' }} slides={slides} />,
    );
    setImagePreloadSink(() => null);
    const backgrounds = [...container.querySelectorAll<HTMLImageElement>('img.hero__bg')];
    expect(backgrounds.length).toBeGreaterThan(1);
    const priority = container.querySelectorAll('img[fetchpriority="high"]');
    expect(priority).toHaveLength(1);
    expect(priority[0]).toBe(backgrounds[0]);
    expect(backgrounds[0]!.getAttribute('loading')).toBe('eager');
    expect(backgrounds.slice(1).map((img) => img.getAttribute('loading'))).toEqual(
      backgrounds.slice(1).map(() => 'lazy'),
    );
    for (const img of backgrounds) {
      expect(img.getAttribute('sizes')).toBe('100vw');
      expect(img.getAttribute('srcset')).toMatch(/^\/media\/0{15}\d-1920\/160\.webp 160w, .* 1920w$/);
    }
    const head = document.createElement('head');
    head.innerHTML = links.join('');
    const preloads = [...head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
      link.getAttribute('imagesrcset'),
    );
    // The preload names the AVIF set, the one the <picture> gives the browser.
    const avif = (img: HTMLImageElement) => img.parentElement!.querySelector('source')!.getAttribute('srcset');
    expect(preloads).toContain(avif(backgrounds[0]!));
    expect(preloads).not.toContain(avif(backgrounds[1]!));
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
