import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/model';
import { buildOrderMessage } from './orderMessage';
import { whatsappUrl } from './link';

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

describe('order message', () => {
  it('lists every line with size, add-ons, quantity, price and subtotal, then the total, in English', () => {
    expect(buildOrderMessage(lines, 'en', 'Saffron House')).toBe(
      [
        'Hello Saffron House, I would like to place an order:',
        '1. Chicken Kabsa\nSize: Half Chicken\nAdd-ons: Extra Rice, Dakkous\nQuantity: 3\nPrice: 73.10 SAR\nSubtotal: 219.30 SAR',
        '2. Karak Tea\nQuantity: 2\nPrice: 9.00 SAR\nSubtotal: 18.00 SAR',
        'Total: 237.30 SAR',
        'Please confirm my order and let me know the delivery or pickup time. Thank you!',
      ].join('\n\n'),
    );
  });

  it('speaks Arabic, falling back to English names', () => {
    const text = buildOrderMessage(lines, 'ar', 'بيت الزعفران');
    expect(text).toBe(
      [
        'مرحبًا بيت الزعفران، أرغب في تقديم طلب:',
        '1. كبسة دجاج\nالحجم: نصف دجاجة\nالإضافات: أرز إضافي، دقوس\nالكمية: 3\nالسعر: 73.10 ر.س\nالمجموع الفرعي: 219.30 ر.س',
        '2. Karak Tea\nالكمية: 2\nالسعر: 9.00 ر.س\nالمجموع الفرعي: 18.00 ر.س',
        'الإجمالي: 237.30 ر.س',
        'يرجى تأكيد طلبي وإعلامي بموعد التوصيل أو الاستلام. شكرًا لكم!',
      ].join('\n\n'),
    );
    expect(new URL(whatsappUrl('+966 55 218 4470', text)).searchParams.get('text')).toBe(text);
  });
});
