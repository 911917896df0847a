/**
 * A lazily loaded module that fails to arrive (usually a deploy replaced its hashed file)
 * makes the page reload once to fetch the new build (SPEC section 8). A second failure in
 * the same tab within a minute is rethrown, so a broken deploy cannot loop.
 */
const RELOAD_KEY = 'module_reload_at';

export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
    } catch {
      // sessionStorage blocked: still reload once below.
    }
    if (typeof window !== 'undefined' && Date.now() - last > 60_000) {
      try {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      } catch {
        // ignore
      }
      window.location.reload();
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

/**
 * Loads each key's module once (through importWithReload) and shares the promise: once it has
 * arrived the promise is replaced by a settled one, so `use(load(key))` never suspends again, and
 * `load.loaded(key)` reads the value synchronously without starting a load. A failure is
 * forgotten: the next call tries again.
 */
export function importOnce<K, T>(load: (key: K) => Promise<T>): ((key: K) => Promise<T>) & { loaded: (key: K) => T | undefined } {
  const promises = new Map<K, Promise<T>>();
  const loader = (key: K): Promise<T> => {
    let promise = promises.get(key);
    if (!promise) {
      promise = importWithReload(() => load(key)).then(
        (value) => {
          promises.set(key, Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value }));
          return value;
        },
        (error: unknown) => {
          promises.delete(key);
          throw error;
        },
      );
      promises.set(key, promise);
    }
    return promise;
  };
  const loaded = (key: K): T | undefined => {
    const settled = promises.get(key) as (Promise<T> & { status?: string; value?: T }) | undefined;
    return settled?.status === 'fulfilled' ? settled.value : undefined;
  };
  return Object.assign(loader, { loaded });
}
