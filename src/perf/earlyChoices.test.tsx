/** @vitest-environment jsdom */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adoptEarlyChoices, noteEarlyChoices, readEarlyChoices } from './earlyChoices';

/** A dish's choices as a block renders them: its state alone says what is checked. */
function Choices() {
  const [size, setSize] = useState<string | null>(null);
  const [addons, setAddons] = useState<string[]>([]);
  return (
    <form>
      {['small', 'large'].map((value) => (
        <input
          key={value}
          type="radio"
          name="size"
          aria-label={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
      {['cheese', 'sauce'].map((value) => (
        <input
          key={value}
          type="checkbox"
          name={value}
          aria-label={value}
          checked={addons.includes(value)}
          onChange={() =>
            setAddons((current) => (current.includes(value) ? current.filter((a) => a !== value) : [...current, value]))
          }
        />
      ))}
      <output>{`${size ?? 'no size'} + ${addons.join(',') || 'nothing'}`}</output>
      <button type="submit" disabled={size === null}>
        Add
      </button>
    </form>
  );
}

const box = (slot: Element, label: string) => slot.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

describe('boxes ticked before the island is live', () => {
  it('are ticked again once it is, so the block knows the size and the add-on the visitor saw', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    slot.innerHTML = renderToString(<Choices />);
    // The visitor, natively, before any script: the large size, then cheese.
    box(slot, 'small').checked = true;
    box(slot, 'large').checked = true;
    box(slot, 'cheese').checked = true;
    expect(readEarlyChoices(slot).map((c) => `${c.name}:${c.checked}`)).toEqual(['size:true', 'cheese:true']);

    noteEarlyChoices('dish', slot);
    await act(async () => {
      hydrateRoot(slot, <Choices />);
    });
    await act(async () => adoptEarlyChoices('dish', slot));

    expect(slot.querySelector('output')!.textContent).toBe('large + cheese');
    expect(box(slot, 'large').checked).toBe(true);
    expect(box(slot, 'small').checked).toBe(false);
    expect(box(slot, 'cheese').checked).toBe(true);
    expect(box(slot, 'sauce').checked).toBe(false);
    expect(slot.querySelector('button')!.disabled).toBe(false);
    // Noted once: a second call has nothing to do (no box toggled back).
    await act(async () => adoptEarlyChoices('dish', slot));
    expect(box(slot, 'cheese').checked).toBe(true);
    slot.remove();
  });

  it('leaves a form the visitor did not touch, and a box no longer the same control', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    slot.innerHTML = renderToString(<Choices />);
    expect(readEarlyChoices(slot)).toEqual([]);
    box(slot, 'sauce').checked = true;
    noteEarlyChoices('dish', slot);
    // The root rendered anew, with another control at that place.
    slot.innerHTML = '<input type="checkbox" name="other">';
    adoptEarlyChoices('dish', slot);
    expect(slot.querySelector('input')!.checked).toBe(false);
    slot.remove();
  });
});
