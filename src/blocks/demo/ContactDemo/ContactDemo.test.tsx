/** @vitest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import contactContent from '../../../../content/contact-demo.json';
import type { ContactDemoContent } from '../../../generated/types';
import { renderWithProviders } from '../../../../tests/unit/render';
import { ContactDemo } from './ContactDemo';

const content = contactContent as ContactDemoContent;

describe('ContactDemo', () => {
  it('shows four info boxes, a labelled form and a map illustration (no iframe)', () => {
    const { container } = renderWithProviders(<ContactDemo id="contact" content={content} />);
    const boxes = screen.getAllByTestId('contact-box');
    expect(boxes).toHaveLength(4);
    expect(within(boxes[2]!).getByRole('link', { name: '+966 11 234 5678' }).getAttribute('href')).toBe(
      'tel:+966112345678',
    );
    for (const label of ['Full name', 'Email address', 'Phone number', 'Subject', 'Your message', content.consent.en])
      expect(screen.getByLabelText(label)).toBeTruthy();
    const subject = screen.getByLabelText<HTMLSelectElement>('Subject');
    expect(
      within(subject)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Private events and catering');
    expect(screen.getByRole('img', { name: content.mapLabel.en })).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('submitting sends nothing and shows a polite note linking to the live contact page', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<ContactDemo id="contact" content={content} />);
    expect(screen.getByTestId('contact-status').textContent).toBe('');
    fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Hala' } });
    fireEvent.click(screen.getByLabelText(content.consent.en));
    const notPrevented = fireEvent.submit(screen.getByRole('form', { name: 'Send us a message' }));
    expect(notPrevented).toBe(false);
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/your message was not sent/);
    expect(within(status).getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('works in Arabic', () => {
    renderWithProviders(<ContactDemo id="contact" content={content} />, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: content.heading.ar })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'ساعات العمل' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
    expect(screen.getByRole('status').textContent).toMatch(/لم تُرسل رسالتك/);
    expect(screen.getByLabelText('الاسم الكامل')).toBeTruthy();
  });
});
