/** @vitest-environment jsdom */
import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useTypedValues } from './typedValues';

type Field = 'name' | 'guests';
const FIELDS: readonly Field[] = ['name', 'guests'];

function Booking({ onAdopt }: { onAdopt: (field: Field, value: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', guests: '2' });
  const change = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  useTypedValues(form, FIELDS, values, (field, value) => {
    onAdopt(field, value);
    change(field, value);
  });
  return (
    <form ref={form}>
      <input aria-label="Name" name="name" value={values.name} onChange={(e) => change('name', e.target.value)} />
      <select
        aria-label="Guests"
        name="guests"
        value={values.guests}
        onChange={(e) => change('guests', e.target.value)}
      >
        <option value="2">2</option>
        <option value="4">4</option>
      </select>
      <output>
        {values.name || 'nobody'} for {values.guests}
      </output>
    </form>
  );
}

describe('useTypedValues', () => {
  it('takes over what was typed into the prerendered form before it hydrated, and nothing else', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Booking onAdopt={() => undefined} />);
    document.body.append(container);
    // The visitor types before the page's script has run.
    container.querySelector('input')!.value = 'Layla';
    const onAdopt = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Booking onAdopt={onAdopt} />);
    });
    expect(container.querySelector('output')!.textContent).toBe('Layla for 2');
    expect(onAdopt.mock.calls).toEqual([['name', 'Layla']]); // the untouched select is left alone
    container.remove();
  });
});
