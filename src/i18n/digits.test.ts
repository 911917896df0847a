import { afterEach, describe, expect, it } from 'vitest';
import { itemQuantity } from '../machines/itemOptions.machine';
import { localDigits, parseDecimal, parseWholeNumber, setArabicDigits, westernDigits } from './digits';
import { formatTime12 } from './format';
import { formatPrice } from './money';
import { translate } from './messages';

afterEach(() => setArabicDigits(false));

describe('digits', () => {
  it('reads Western, Arabic-Indic and Persian digits alike', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
    expect(parseWholeNumber(' ١٢ ')).toBe(12);
    expect(parseWholeNumber('۷')).toBe(7);
    expect(parseWholeNumber('2.5')).toBeNull();
    expect(parseWholeNumber('1e3')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
    expect(parseDecimal('١٢٫٥')).toBe(12.5);
    expect(parseDecimal('12.50')).toBe(12.5);
    expect(parseDecimal('12.555')).toBeNull();
    // The item quantity takes them too; what is not a number is 1.
    expect(itemQuantity('٣')).toBe(3);
    expect(itemQuantity('abc')).toBe(1);
  });

  it('shows Arabic-Indic digits on Arabic pages only when the restaurant chose them', () => {
    expect(formatPrice(45, 'ar')).toBe('45.00 ر.س');
    setArabicDigits(true);
    expect(formatPrice(45, 'ar')).toBe('٤٥.٠٠ ر.س');
    expect(formatTime12('13:05', 'ar')).toBe('١:٠٥ م');
    expect(translate('ar', 'order.quantity', { quantity: 12 })).toBe('الكمية: ١٢');
    // Text values keep their digits (an order number is read back as written).
    expect(translate('ar', 'order.number', { number: 'SH-7F3K2' })).toBe('طلب رقم SH-7F3K2');
    expect(formatPrice(45, 'en')).toBe('45.00 SAR');
    expect(localDigits('2026', 'en')).toBe('2026');
  });
});
