/**
 * Loads ./filled.ts, the parts of the cart page a cart holding dishes shows, once per page. The
 * promise says when it has settled (React's `use` reads a thenable's `status` and `value`), so a
 * render after it arrived does not suspend. It starts when the saved cart holds something, as
 * the cart block's code loads, so it comes in parallel with the rest of the page.
 */
import { importWithReload } from '../../../perf/importWithReload';

type Parts = typeof import('./filled');
type Tracked = Promise<Parts> & { status?: 'fulfilled'; value?: Parts };

let parts: Tracked | null = null;

export function filledParts(): Promise<Parts> {
  if (!parts) {
    const loading: Tracked = importWithReload(() => import('./filled'));
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      },
      () => {
        parts = null; // the next render tries again
      },
    );
    parts = loading;
  }
  return parts;
}
