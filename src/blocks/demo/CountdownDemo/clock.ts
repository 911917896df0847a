/** The countdown's arithmetic and ticking, with the clock injected so tests are deterministic. */
import { useEffect, useState } from 'react';

export type Clock = () => number;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

export function remainingUntil(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

/** Re-reads the clock every second until the target passes. */
export function useRemaining(targetIso: string, clock: Clock): Remaining {
  const target = Date.parse(targetIso);
  const [remaining, setRemaining] = useState(() => remainingUntil(target, clock()));
  useEffect(() => {
    setRemaining(remainingUntil(target, clock()));
    const timer = setInterval(() => {
      const next = remainingUntil(target, clock());
      setRemaining(next);
      if (next.ended) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target, clock]);
  return remaining;
}
