/**
 * A lazily loaded module that fails to arrive (usually a deploy replaced its hashed file)
 * makes the page reload once to fetch the new build. A second failure in
 * the same tab within a minute is rethrown, so a broken deploy cannot loop.
 */
const RELOAD_KEY = 'module_reload_at';

/**
 * Reloads the page unless this tab did so for the same reason in the last minute: true when it
 * is reloading. For files a deploy replaces (hashed modules, a page's data file).
 */
export function reloadOnce(): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
  } catch {
    // sessionStorage blocked: still reload once below.
  }
  if (typeof window === 'undefined' || Date.now() - last <= 60_000) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // ignore
  }
  window.location.reload();
  return true;
}

export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadOnce())
      return new Promise<T>(() => {
        // Never settles: the page is reloading, and nothing should render in the meantime.
      });
    throw error;
  }
}
