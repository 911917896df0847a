/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { GalleryGridDemo } from './GalleryGridDemo';

describe('GalleryGridDemo', () => {
  it('has 12 tiles, each an image linking to /menu, in both languages', () => {
    const content = staticSection('/gallery', 'gallery', 'galleryGridDemo').content;
    const { unmount } = renderWithProviders(<GalleryGridDemo id="gallery" content={content} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(12);
    for (const link of links) expect(link.getAttribute('href')).toBe('/menu');
    expect(screen.getByRole('img', { name: 'Lamb mandi served on a brass tray' })).toBeTruthy();
    unmount();
    renderWithProviders(<GalleryGridDemo id="gallery" content={content} />, { language: 'ar' });
    expect(screen.getByRole('img', { name: 'مندي لحم على صينية نحاسية' })).toBeTruthy();
  });
});
