import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary';
import { translate } from './messages';
import { formatTime12 } from './format';
import { formatPrice } from './money';
import { pluralCategory } from './plural';

describe('dictionary', () => {
  it('has a non-empty Arabic text for every English key, and nothing extra', () => {
    expect(Object.keys(dictionary.ar).sort()).toEqual(Object.keys(dictionary.en).sort());
    const empty = Object.entries(dictionary.ar).filter(([, value]) => !value.trim());
    expect(empty).toEqual([]);
  });

  it('has every error message in both languages', () => {
    expect(translate('en', 'error.itemNotFound')).toBe('Item not found');
    expect(translate('ar', 'error.itemNotFound')).toBe('العنصر غير موجود');
    expect(translate('ar', 'error.noItems')).toBe('لم يتم العثور على عناصر');
    expect(translate('ar', 'error.cartEmpty')).toBe('السلة فارغة!');
    expect(translate('ar', 'error.selectSize')).toBe('يرجى اختيار الحجم أولاً');
    expect(translate('ar', 'error.addedToCart')).toBe('تم إضافة العنصر إلى السلة!');
    expect(translate('en', 'error.requiredFields')).toBe('Please fill in all required fields');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'header.cartCount.other', { count: 3 })).toBe('Cart, 3 items');
  });

  it('names the number the cart button shows in its label, in every plural form (WCAG 2.5.3)', () => {
    const missing = (['en', 'ar'] as const).flatMap((language) =>
      Array.from({ length: 120 }, (_, count) => count).filter(
        (count) =>
          !translate(language, `header.cartCount.${pluralCategory(language, count)}`, { count }).includes(`${count}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe('formatting', () => {
  it('shows 24-hour times as 12-hour, with 0 as 12', () => {
    expect(formatTime12('00:15', 'en')).toBe('12:15 AM');
    expect(formatTime12('12:00', 'en')).toBe('12:00 PM');
    expect(formatTime12('23:30', 'en')).toBe('11:30 PM');
    expect(formatTime12('09:00', 'ar')).toBe('9:00 ص');
    expect(formatTime12('nonsense', 'en')).toBe('');
  });

  it('formats SAR prices with two decimals', () => {
    expect(formatPrice(45, 'en')).toBe('45.00 SAR');
    expect(formatPrice(12.5, 'ar')).toBe('12.50 ر.س');
    expect(formatPrice(Number.NaN, 'en')).toBe('0.00 SAR');
  });
});
