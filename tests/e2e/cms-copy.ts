/**
 * A second CMS for the tests that need one of their own (a production rate limit, a second CMS
 * feeding one publisher): a copy of the end-to-end CMS's database and uploads, started on
 * another port in seconds instead of a fresh install and seed. Stop it with `stop()`, which also
 * deletes the copy.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startCms } from '../../cms/scripts/lib/instance.mjs';

export interface CmsCopy {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startCmsCopy(options: {
  port: number;
  /** More Directus settings (the production rate limit, say). */
  env?: Record<string, string>;
  /** The publisher its notice hook tells of every save. */
  publisher?: { url: string; secret: string };
}): Promise<CmsCopy> {
  const from = inject('cmsDataDir');
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-cms-copy-'));
  // The shared CMS is idle between tests (they run one file at a time): its SQLite file and
  // uploads are copied as they are.
  cpSync(join(from, 'directus.db'), join(dataDir, 'directus.db'));
  cpSync(join(from, 'uploads'), join(dataDir, 'uploads'), { recursive: true });
  try {
    const cms = await startCms({
      port: options.port,
      dataDir,
      prepare: false,
      seed: false,
      quiet: true,
      env: options.env,
      publisher: options.publisher,
    });
    return {
      url: cms.url,
      dataDir,
      stop: async () => {
        await cms.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
