/**
 * Where one of a site's addresses lives in a version's folder: `/icons/icon-192.png` →
 * `<dir>/icons/icon-192.png`. Every step that writes or reads a version's file by its address uses
 * this one rule. It imports no step, so any step may use it without closing an import cycle.
 */
import { join } from 'node:path';

/** The file of an address under `dir`; an address with a `..` segment is refused, whatever it came from. */
export function fileOfUrl(dir: string, url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts.includes('..')) throw new Error(`not an address inside the site: ${url}`);
  return join(dir, ...parts);
}
