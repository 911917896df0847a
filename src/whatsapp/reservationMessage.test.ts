import { describe, expect, it } from 'vitest';
import type { ReservationRequest } from '../machines/reservation.model';
import { reservationMessage, reservationWhatsappUrl } from './reservationMessage';

const request: ReservationRequest = {
  date: '2026-06-08',
  time: '19:30',
  phone: '+966 55 123 4567',
  guests: 4,
  service: '2',
  message: null,
};

function decode(url: string) {
  const parsed = new URL(url);
  return { host: parsed.host, path: parsed.pathname, text: parsed.searchParams.get('text') };
}

describe('reservation WhatsApp message', () => {
  it('carries date (with weekday), 12-hour time, phone, guests and the service in English', () => {
    expect(
      reservationMessage({
        request,
        serviceTitle: 'Family dinner',
        restaurantName: 'Saffron House',
        timeZone: 'Asia/Riyadh',
        language: 'en',
      }),
    ).toBe(
      [
        'Hello Saffron House, I would like to book a table.',
        '',
        '📅 Date: 2026-06-08 (Monday)',
        '🕒 Time: 7:30 PM (Arabian Standard Time)',
        '📞 Phone: +966 55 123 4567',
        '👥 Guests: 4',
        '🍽️ Service: Family dinner',
        '',
        'Please confirm my reservation. Thank you!',
      ].join('\n'),
    );
  });

  it('is written in Arabic for Arabic visitors and leaves out the optional lines when empty', () => {
    const text = reservationMessage({
      request: { ...request, service: null },
      serviceTitle: null,
      restaurantName: 'بيت الزعفران',
      timeZone: 'Asia/Riyadh',
      language: 'ar',
    });
    expect(text).toBe(
      [
        'مرحباً بيت الزعفران، أود حجز طاولة.',
        '',
        '📅 التاريخ: 2026-06-08 (الاثنين)',
        '🕒 الوقت: 7:30 م (التوقيت العربي الرسمي)',
        '📞 الجوال: +966 55 123 4567',
        '👥 عدد الضيوف: 4',
        '',
        'يرجى تأكيد حجزي. شكراً لكم!',
      ].join('\n'),
    );
  });

  it("names the time in the restaurant's time zone, summer time included", () => {
    const line = (date: string, timeZone: string) =>
      reservationMessage({
        request: { ...request, date },
        serviceTitle: null,
        restaurantName: 'x',
        timeZone,
        language: 'en',
      })
        .split('\n')
        .find((l) => l.startsWith('🕒'));
    expect(line('2026-07-08', 'Europe/London')).toBe('🕒 Time: 7:30 PM (British Summer Time)');
    expect(line('2026-12-09', 'Europe/London')).toBe('🕒 Time: 7:30 PM (Greenwich Mean Time)');
  });

  it('survives URL encoding: Arabic, emoji, &, #, ? and line breaks come back unchanged', () => {
    const message = 'طاولة قرب النافذة 🎂 & كعكة #1?\nسطر ثانٍ\r\n100% = yes+no';
    const input = {
      request: { ...request, message },
      serviceTitle: 'Birthday & more #2',
      restaurantName: 'Saffron & Co #1',
      timeZone: 'Asia/Riyadh',
      language: 'ar' as const,
    };
    const url = reservationWhatsappUrl('+966 (55) 123-4567', input);
    const { host, path, text } = decode(url);
    expect(host).toBe('wa.me');
    expect(path).toBe('/966551234567');
    expect(text).toBe(reservationMessage(input));
    expect(text).toContain(`📝 رسالة: ${message}`);
    // Nothing in the text can end the query or start a fragment or a second parameter.
    expect(url).not.toMatch(/[ \n\r#]/);
    expect([...new URL(url).searchParams.keys()]).toEqual(['text']);
  });

  it('puts only the digits of the number in the path (read already normalised, see link.ts)', () => {
    const path = (n: string) =>
      decode(
        reservationWhatsappUrl(n, {
          request,
          serviceTitle: null,
          restaurantName: 'x',
          timeZone: 'Asia/Riyadh',
          language: 'en',
        }),
      ).path;
    expect(path('966551234567')).toBe('/966551234567');
    expect(path('+966 55 123 4567')).toBe('/966551234567');
  });
});
