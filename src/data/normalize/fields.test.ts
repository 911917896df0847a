import { describe, expect, it } from 'vitest';
import { phoneDigits, recordId } from './fields';

describe('field readers: counterexamples found by the property tests', () => {
  it('recordId refuses fractional and unsafe numbers (the models declare integer ids)', () => {
    expect(recordId(-5e-324)).toBeNull();
    expect(recordId(1.5)).toBeNull();
    expect(recordId(2 ** 53)).toBeNull();
    expect(recordId(7)).toBe(7);
    expect(recordId(' abc ')).toBe('abc');
  });

  it('phoneDigits gives nothing (so the fallback number applies) when no digit is left', () => {
    expect(phoneDigits('+')).toBe('');
    expect(phoneDigits(' + - ')).toBe('');
    expect(phoneDigits('+966 (11) 000-0000')).toBe('+966110000000');
    expect(phoneDigits('12+34')).toBe('1234');
  });
});
