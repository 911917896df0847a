/**
 * What a visitor typed into a form before the page's script took it over. A prerendered form
 * works at once: its fields take typing while the app is still loading (src/perf/boot.ts) or
 * while its section waits to hydrate (src/perf/deferSections.ts). React then keeps what each
 * field shows, but its state knows nothing of it until that field changes again, so a submit
 * would find the fields empty. On submit, this hands every named field whose value differs from
 * the state to `onChange` first.
 */
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
