/**
 * Where published versions are kept: PUBLISH_DIR, default `published/` in the repository. The
 * publisher writes them (publish/versions.ts); the dev server (vite-plugin-site.ts) and the
 * scripts read the live one.
 */
import { resolve } from 'node:path';
import { ROOT } from './schema-files.ts';

export function publishRoot(env: Record<string, string | undefined> = process.env): string {
  return resolve(ROOT, env.PUBLISH_DIR ?? 'published');
}
