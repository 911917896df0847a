/** @vitest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';

const booking = {
  table: staticSection('/home2', 'booking', 'bookingFormDemo').content,
  withHours: staticSection('/home3', 'booking', 'bookingFormDemo').content,
};
import { BookingFormDemo } from './BookingFormDemo';

describe('BookingFormDemo', () => {
  it('marks date, time and type of service as required and the message as optional', () => {
    renderWithProviders(<BookingFormDemo id="booking" content={booking.table} />);
    for (const name of [/Select Date/, /Select Time/, /Type of Service/])
      expect(screen.getByLabelText(name).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/Message/).hasAttribute('required')).toBe(false);
    expect(screen.getByText('(optional)')).toBeTruthy();
  });

  it('asks for the missing fields, then politely says nothing was sent', () => {
    renderWithProviders(<BookingFormDemo id="booking" content={booking.table} />);
    fireEvent.click(screen.getByRole('button', { name: /Book a table/ }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a date, a time and a type of service.');
    fireEvent.input(screen.getByLabelText(/Select Date/), { target: { value: '2030-05-01' } });
    fireEvent.input(screen.getByLabelText(/Select Time/), { target: { value: '19:30' } });
    fireEvent.change(screen.getByLabelText(/Type of Service/), { target: { value: 'Family section' } });
    fireEvent.click(screen.getByRole('button', { name: /Book a table/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/demonstration, so nothing was sent/);
    expect(screen.getByRole('link', { name: 'Go to reservations' }).getAttribute('href')).toBe('/reservation');
  });

  it('shows opening hours and Arabic labels', () => {
    renderWithProviders(<BookingFormDemo id="booking" content={booking.withHours} />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: /ساعات العمل/ })).toBeTruthy();
    expect(screen.getByLabelText(/اختر التاريخ/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'القسم العائلي' })).toBeTruthy();
  });
});
