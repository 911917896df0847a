import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { languageMachine } from './language.machine';

describe('language machine', () => {
  it('starts in English, toggles to Arabic and back, persisting each choice', () => {
    const persist = vi.fn();
    const actor = createActor(languageMachine.provide({ actions: { persist: (_, params) => persist(params) } }), { input: {} }).start();
    expect(actor.getSnapshot().context.language).toBe('en');
    actor.send({ type: 'language.toggle' });
    expect(actor.getSnapshot().context.language).toBe('ar');
    actor.send({ type: 'language.toggle' });
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(persist.mock.calls.map(([p]) => p.language)).toEqual(['ar', 'en']);
  });

  it('ignores setting the language it already has', () => {
    const actor = createActor(languageMachine, { input: { language: 'ar' } }).start();
    const before = actor.getSnapshot();
    actor.send({ type: 'language.set', language: 'ar' });
    expect(actor.getSnapshot()).toBe(before);
  });
});
