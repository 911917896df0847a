/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchDocumentOnce } from '../../../../tests/unit/page';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { AboutSectionDemo } from './AboutSectionDemo';

const main = staticSection('/about', 'about', 'aboutSectionDemo').content;
const video = staticSection('/home2', 'about', 'aboutSectionDemo').content;
const about = { main, video: { ...video, video: video.video! } };
const withVideo = { ...video, video: { ...video.video!, src: '/assets/video/kitchen.html' } };

// The popup is a native dialog the page script opens (src/layout/behaviour/dialogs.ts).
watchDocumentOnce();

describe('AboutSectionDemo', () => {
  it('renders the story in English and Arabic', () => {
    const { unmount } = renderWithProviders(<AboutSectionDemo id="about" content={about.main} />);
    expect(screen.getByRole('heading', { level: 2, name: about.main.heading.title.en })).toBeTruthy();
    expect(screen.getByRole('link', { name: /More about us/ }).getAttribute('href')).toBe('/about2');
    unmount();
    renderWithProviders(<AboutSectionDemo id="about" content={about.main} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: about.main.heading.title.ar })).toBeTruthy();
    expect(screen.getByText(about.main.paragraphs[0].ar)).toBeTruthy();
  });

  it('loads the video frame only when the popup opens and removes it on close, returning focus', () => {
    renderWithProviders(<AboutSectionDemo id="about" content={withVideo} />);
    expect(document.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: `Play video: ${about.video.video.title.en}` });
    play.focus(); // as a press does
    fireEvent.click(play);
    const dialog = screen.getByRole('dialog', { name: about.video.video.title.en });
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('/assets/video/kitchen.html');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close video' }));

    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(play);
  });

  it('closes on Escape and blanks the frame; opens again with a fresh frame', () => {
    renderWithProviders(<AboutSectionDemo id="about" content={withVideo} />, { language: 'ar' });
    const play = screen.getByRole('button', { name: `تشغيل الفيديو: ${about.video.video.title.ar}` });
    play.focus(); // as a press does
    fireEvent.click(play);
    expect(document.querySelector('iframe')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'إغلاق الفيديو' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(play);
    fireEvent.click(play);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('/assets/video/kitchen.html');
  });

  it('without a video address the frame loads our own intro page, never an external one', () => {
    renderWithProviders(<AboutSectionDemo id="about" content={about.video} />);
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/video/intro.html');
    expect(frame.hasAttribute('srcdoc')).toBe(false);
  });
});
