import { describe, expect, it } from 'vitest';
import { inlineStep } from './arrowKeys';

describe('inlineStep', () => {
  it('moves on with → and back with ← in English', () => {
    expect(inlineStep('ArrowRight', 'ltr')).toBe(1);
    expect(inlineStep('ArrowLeft', 'ltr')).toBe(-1);
  });

  it('mirrors the arrows in Arabic, where the row runs right to left', () => {
    expect(inlineStep('ArrowLeft', 'rtl')).toBe(1);
    expect(inlineStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('makes no step for other keys', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'Enter', 'a'])
      for (const dir of ['ltr', 'rtl'] as const) expect(inlineStep(key, dir)).toBe(0);
  });
});
