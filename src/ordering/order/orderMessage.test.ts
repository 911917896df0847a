import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/model';
import { buildOrderMessage } from './orderMessage';
import { whatsappUrl } from '../../whatsapp/link';
import { setArabicDigits } from '../../i18n/digits';

const lines: CartLine[] = [
  {
    cartId: 'a',
    id: 1,
    name: { en: 'Chicken Kabsa', ar: 'كبسة دجاج' },
    image: null,
    basePrice: 48,
    selectedVariant: { id: 10, name: { en: 'Half Chicken', ar: 'نصف دجاجة' }, price: 62 },
    selectedAddons: [
      { id: 1, name: { en: 'Extra Rice', ar: 'أرز إضافي' }, price: 8 },
      { id: 2, name: { en: 'Dakkous', ar: 'دقوس' }, price: 3.1 },
    ],
    quantity: 3,
    totalPrice: 219.3,
  },
  {
    cartId: 'b',
    id: 2,
    name: { en: 'Karak Tea', ar: '' },
    image: null,
    basePrice: 9,
    selectedVariant: null,
    selectedAddons: [],
    quantity: 2,
    totalPrice: 18,
  },
];

const base = { number: 'SH-7F3K2', lines, fee: 0, restaurantName: 'Saffron House' };
const LINES_EN = [
  '1. Chicken Kabsa\nSize: Half Chicken\nAdd-ons: Extra Rice, Dakkous\nQuantity: 3\nPrice: 73.10 SAR\nSubtotal: 219.30 SAR',
  '2. Karak Tea\nQuantity: 2\nPrice: 9.00 SAR\nSubtotal: 18.00 SAR',
];

describe('order message', () => {
  it('starts with the order number, then how and when, every line, the total and the request, in English', () => {
    const text = buildOrderMessage(
      { ...base, details: { type: 'pickup', when: { kind: 'asap' }, name: 'Sara' } },
      'en',
    );
    expect(text).toBe(
      [
        'Order SH-7F3K2',
        'Hello Saffron House, I would like to place an order:',
        'Order type: Pickup\nTime: As soon as possible\nName: Sara',
        ...LINES_EN,
        'Total: 237.30 SAR',
        'Please confirm my order and let me know when it will be ready. Thank you!',
      ].join('\n\n'),
    );
  });

  it('gives a delivery its address, National Address, map pin, time slot, fee and total', () => {
    const text = buildOrderMessage(
      {
        ...base,
        fee: 15,
        details: {
          type: 'delivery',
          when: { kind: 'slot', slot: { date: '2026-11-26', time: '20:15' } },
          name: 'Sara',
          phone: '055 123 4567',
          address: 'King Fahd Rd 12, flat 4',
          address2: 'Al Olaya, Riyadh',
          nationalAddress: 'RRRD2929',
          location: { lat: 24.6951, lng: 46.6753 },
        },
      },
      'en',
    );
    expect(text.split('\n\n').slice(2, 3)).toEqual([
      [
        'Order type: Delivery',
        'Time: Thu 26 Nov, 8:15 PM',
        'Name: Sara',
        'Phone: 055 123 4567',
        'Address: King Fahd Rd 12, flat 4, Al Olaya, Riyadh',
        'National address: RRRD2929',
        'Location: https://maps.google.com/?q=24.695100,46.675300',
      ].join('\n'),
    ]);
    expect(text).toContain('Order subtotal: 237.30 SAR\nDelivery fee: 15.00 SAR\nTotal: 252.30 SAR');
    expect(text.endsWith('Please confirm my order for the time above. Thank you!')).toBe(true);
  });

  it('names the table of a dine-in order', () => {
    const text = buildOrderMessage({ ...base, details: { type: 'dineIn', table: '7' } }, 'en');
    expect(text.split('\n\n').slice(0, 3)).toEqual([
      'Order SH-7F3K2',
      'Hello Saffron House, I would like to place an order:',
      'Order type: Dine-in\nTable: 7',
    ]);
    expect(text.endsWith('Please confirm my order for my table. Thank you!')).toBe(true);
  });

  it('speaks Arabic, falling back to English names', () => {
    const text = buildOrderMessage(
      { ...base, restaurantName: 'بيت الزعفران', details: { type: 'dineIn', table: '12' } },
      'ar',
    );
    expect(text).toBe(
      [
        'طلب رقم SH-7F3K2',
        'مرحبًا بيت الزعفران، أرغب في تقديم طلب:',
        'نوع الطلب: في المطعم\nالطاولة: 12',
        '1. كبسة دجاج\nالحجم: نصف دجاجة\nالإضافات: أرز إضافي، دقوس\nالكمية: 3\nالسعر: 73.10 ر.س\nالمجموع الفرعي: 219.30 ر.س',
        '2. Karak Tea\nالكمية: 2\nالسعر: 9.00 ر.س\nالمجموع الفرعي: 18.00 ر.س',
        'الإجمالي: 237.30 ر.س',
        'يرجى تأكيد طلبي لطاولتي. شكرًا لكم!',
      ].join('\n\n'),
    );
    expect(new URL(whatsappUrl('966552184470', text)).searchParams.get('text')).toBe(text);
  });

  it('writes Arabic-Indic digits on Arabic pages when the restaurant chose them', () => {
    setArabicDigits(true);
    try {
      const text = buildOrderMessage(
        {
          ...base,
          details: { type: 'pickup', when: { kind: 'slot', slot: { date: '2026-11-26', time: '20:15' } }, name: '' },
        },
        'ar',
      );
      expect(text).toContain('الكمية: ٣');
      expect(text).toContain('الإجمالي: ٢٣٧.٣٠ ر.س');
      expect(text).toContain('٢٦ نوفمبر');
      // The order number stays as the restaurant reads it back.
      expect(text.startsWith('طلب رقم SH-7F3K2')).toBe(true);
      expect(buildOrderMessage({ ...base, details: { type: 'dineIn', table: '7' } }, 'en')).toContain('Quantity: 3');
    } finally {
      setArabicDigits(false);
    }
  });
});
