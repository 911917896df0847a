/** @vitest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/unit/render';
import { staticSection } from '../../../../tests/unit/static-content';
import { remainingUntil } from './clock';
import { CountdownDemo } from './CountdownDemo';

const content = { ...staticSection('/menu2', 'discount', 'countdownDemo').content, target: '2030-01-10T00:00:00Z' };
const unit = (name: string) => document.querySelector(`[data-unit="${name}"] .countdown-clock__value`)?.textContent;

describe('CountdownDemo', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    vi.useFakeTimers();
    now = Date.parse('2030-01-08T21:58:57Z');
  });
  afterEach(() => vi.useRealTimers());

  it('computes days, hours, minutes and seconds left', () => {
    expect(remainingUntil(Date.parse('2030-01-02T01:02:03Z'), Date.parse('2030-01-01T00:00:00Z'))).toEqual({
      days: 1,
      hours: 1,
      minutes: 2,
      seconds: 3,
      ended: false,
    });
    expect(remainingUntil(0, 5000).ended).toBe(true);
  });

  it('shows the time left from the injected clock and ticks every second', () => {
    renderWithProviders(<CountdownDemo id="discount" content={content} clock={clock} />);
    expect(screen.getByRole('heading', { name: 'Get 30% Discount Every Item' })).toBeTruthy();
    expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['01', '02', '01', '03']);
    now += 1000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(unit('seconds')).toBe('02');
    now += 3000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect([unit('minutes'), unit('seconds')]).toEqual(['00', '59']);
  });

  it('says the offer has ended once the target passes, in Arabic too', () => {
    now = Date.parse('2030-01-09T23:59:59Z');
    renderWithProviders(<CountdownDemo id="discount" content={content} clock={clock} />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'خصم 30% على كل صنف' })).toBeTruthy();
    expect(screen.getByText('ثانية')).toBeTruthy();
    now += 1000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('انتهى هذا العرض، ترقّبوا العرض القادم قريبًا.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
