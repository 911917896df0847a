/**
 * `npm run publish`: builds the site from the CMS content of now into a new version and
 * switches the live version to it; keeps the last 5 versions.
 * `npm run publish -- --rollback`: the live version goes back one.
 * `npm run publish -- --list`: the versions there are, the live one marked.
 *
 * Versions live in PUBLISH_DIR (default `published/`); serve `published/current`. A publish
 * whose CMS reads fail leaves the live version as it is and exits 1, naming the reads.
 */
import { resolve } from 'node:path';
import { withPublishLock } from './lock.ts';
import { publishVersion } from './pipeline.ts';
import { PublishError } from './steps/write-version.ts';
import { publishRoot } from '../build/publish-dir.ts';
import { createVersionStore } from './versions.ts';

/** The publish secret of a local instance (like the local admin password: set PUBLISH_SECRET anywhere else). */
export const LOCAL_PUBLISH_SECRET = 'saffron-publish-local-secret';

async function main(args: string[]): Promise<void> {
  const store = createVersionStore(publishRoot());
  if (args.includes('--list')) {
    const live = await store.current();
    for (const v of await store.list())
      console.log(`${v.id === live ? '*' : ' '} ${v.id}  ${v.pages} pages  ${v.trigger}  ${v.publishedAt}`);
    return;
  }
  await withPublishLock(store.root, async () => {
    if (args.includes('--rollback')) {
      const back = await store.rollback();
      if (!back) throw new PublishError('there is no earlier version to go back to');
      console.log(`Live version is now ${back.id} (published ${back.publishedAt}).`);
      return;
    }
    const started = Date.now();
    const info = await publishVersion(store, 'manual', { log: (line) => console.log(line) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Published ${info.id}: ${info.pages} pages in ${seconds} s; live at ${store.root}/current`);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`✖ publish failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
