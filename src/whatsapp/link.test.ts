import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whatsappDigits, whatsappUrl } from './link';

describe('whatsappDigits', () => {
  it('gives WhatsApp the full international number, however the editor typed it', () => {
    for (const [typed, expected] of [
      ['0552184470', '966552184470'],
      ['055 218 4470', '966552184470'],
      ['+966 55 218 4470', '966552184470'],
      ['+966-55-218-4470', '966552184470'],
      ['00966552184470', '966552184470'],
      ['966552184470', '966552184470'],
      ['552184470', '966552184470'],
      ['(011) 555-0199', '966115550199'],
      ['+44 20 7946 0958', '442079460958'],
    ] as const)
      expect(whatsappDigits(typed), typed).toBe(expected);
  });

  it('uses the restaurant’s country code for local numbers, and the default for a bad one', () => {
    expect(whatsappDigits('050 123 4567', '971')).toBe('971501234567');
    expect(whatsappDigits('+966 55 218 4470', '971')).toBe('966552184470');
    expect(whatsappDigits('0552184470', 'abc')).toBe('966552184470');
  });

  it('gives nothing for what is not a phone number', () => {
    for (const typed of [
      '',
      '   ',
      'call us',
      'javascript:alert(1)',
      '12345',
      '+0 123 456 789',
      '1234567890123456789',
      null,
      {},
    ])
      expect(whatsappDigits(typed), JSON.stringify(typed)).toBe('');
  });

  it('always gives 8 to 15 digits without a leading zero, or nothing', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789 +-()'.split('')) }),
        fc.constantFrom('966', '1', '44', '971'),
        (typed, code) => {
          const digits = whatsappDigits(typed, code);
          expect(digits === '' || /^[1-9]\d{7,14}$/.test(digits)).toBe(true);
        },
      ),
    );
  });

  it('builds the wa.me address from digits only', () => {
    expect(whatsappUrl('966552184470', 'Hello & welcome')).toBe(
      'https://wa.me/966552184470?text=Hello%20%26%20welcome',
    );
  });
});
