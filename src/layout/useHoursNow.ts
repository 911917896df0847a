/**
 * The clock and the hours engine for what the layout says of the hours now (the header's badge,
 * the special dates). The engine (src/hours/nowText.ts and what it uses) loads after the page has
 * hydrated, as its own chunk: the published HTML shows the daily hours until then, so it is not
 * in the code every page loads first. Null while rendering on the server, before the first
 * effect, and until the engine has loaded.
 */
import { startTransition, useEffect, useState } from 'react';
import { importWithReload } from '../perf/importWithReload';
import { useNow } from '../hours/useNow';

type HoursEngine = typeof import('../hours/nowText');

let engine: HoursEngine | null = null;
const loadEngine = () =>
  importWithReload(() => import('../hours/nowText')).then((module) => {
    engine = module;
    return module;
  });

export function useHoursNow(): { now: Date; engine: HoursEngine } | null {
  const now = useNow();
  const [loaded, setLoaded] = useState<HoursEngine | null>(engine);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadEngine().then(
      // As a transition, as the clock's ticks (useNow): the badge is not urgent.
      (module) => mounted && startTransition(() => setLoaded(() => module)),
      (error: unknown) => console.warn('[hours] the hours could not be loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return now && loaded ? { now, engine: loaded } : null;
}
