import { useSyncExternalStore } from 'react';

/**
 * What the menu says to screen readers after a quick add ("Hummus added to your cart"), held
 * apart from the menu's state: a dish added re-renders this line and the cart bar, not the
 * menu around them (its tap's INP is budgeted, bench/README.md).
 */
export interface Announcer {
  say: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
  text: () => string;
}

export function createAnnouncer(): Announcer {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    // A new text each time, so a second add of the same dish is announced again.
    say: (next) => {
      text = next === text ? `${next}\u00a0` : next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    text: () => text,
  };
}

export function Announcement({ announcer }: { announcer: Announcer }) {
  const text = useSyncExternalStore(announcer.subscribe, announcer.text, announcer.text);
  return (
    <p className="visually-hidden" role="status" data-testid="menu-announcement">
      {text}
    </p>
  );
}
