/**
 * What a visitor typed into a form before the page's script took it over. A prerendered form
 * works at once: its fields take typing while the app is still loading (src/perf/boot.ts) or
 * while its section waits to hydrate (src/perf/deferSections.ts). React then keeps what each
 * field shows, but its state knows nothing of it until that field changes again: a date picked
 * early would show no opening hours, and a submit would find the fields empty.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Hands every named field of `form` whose value differs from `values` to `onChange`. */
export function adoptTypedValues<F extends string>(
  form: HTMLFormElement,
  fields: readonly F[],
  values: Readonly<Record<F, string>>,
  onChange: (field: F, value: string) => void,
): void {
  const data = new FormData(form);
  for (const field of fields) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== values[field]) onChange(field, value);
  }
}

/**
 * Once the form is live (its first effect, after hydration), takes over what was typed into it
 * before. A ref to the form; the state's values and its change handler, as the fields use them.
 */
export function useTypedValues<F extends string>(
  form: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  values: Readonly<Record<F, string>>,
  onChange: (field: F, value: string) => void,
): void {
  // The first render's values and handler are the ones to compare with: read once, on mount.
  const first = useRef({ fields, values, onChange });
  useEffect(() => {
    const { fields, values, onChange } = first.current;
    if (form.current) adoptTypedValues(form.current, fields, values, onChange);
  }, [form]);
}
