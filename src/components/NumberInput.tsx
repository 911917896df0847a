/**
 * A number field that takes digits as people type them: Western (12), Arabic-Indic (١٢) or
 * Persian (۱۲). Browsers' `type="number"` fields silently drop Arabic-Indic digits, so this is a
 * text field with the spin button's role, value range and arrow keys; the caller reads what was
 * typed with src/i18n/digits.ts (parseWholeNumber, parseDecimal).
 */
import type { InputHTMLAttributes, KeyboardEvent } from 'react';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'min' | 'max' | 'role'
> {
  /** What the field shows (the visitor's draft while typing, else the value). */
  value: string;
  /** The value for assistive technology, or null while the draft is not a number. */
  valueNow: number | null;
  min: number;
  max: number;
  /** Decimal fields (prices) accept a decimal separator. */
  decimal?: boolean;
  onChange: (text: string) => void;
  /** Arrow up / down: one step more or less, within min..max. */
  onStep?: (next: number) => void;
}

export function NumberInput({
  value,
  valueNow,
  min,
  max,
  decimal,
  onChange,
  onStep,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!onStep || event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const current = valueNow ?? min;
    onStep(Math.min(max, Math.max(min, current + (event.key === 'ArrowUp' ? 1 : -1))));
  };
  return (
    <input
      {...rest}
      type="text"
      role="spinbutton"
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      dir="ltr"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={valueNow ?? undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={step}
    />
  );
}
