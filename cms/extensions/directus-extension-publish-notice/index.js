// Directus hook: after every save of the site's content or files, POST the change to the
// publisher (publish/server.ts) with the shared secret, so that the site is published again.
//
//   PUBLISHER_URL   where the publisher listens (http://127.0.0.1:8060); unset: no notices
//   PUBLISH_SECRET  the publisher's shared secret (at least 16 characters)
//
// It runs in the Directus process with Node's own fetch, so it needs no loosening of
// IMPORT_IP_DENY_LIST (which guards editors' imports from a URL), and the secret lives only in
// the environment, never in the database. A notice that fails is logged and never fails the
// save: the next save, or `npm run publish`, publishes. Why: docs/publishing.md, "The notice".
import { contentCollections } from '../../scripts/lib/publish-notice.mjs';

const NOTICE_TIMEOUT_MS = 10_000;

export default ({ action }, { logger }) => {
  const url = process.env.PUBLISHER_URL;
  const secret = process.env.PUBLISH_SECRET ?? '';
  if (!url) {
    logger.info('publish notice: PUBLISHER_URL is not set, saves notify no publisher');
    return;
  }
  if (!/^https?:\/\//.test(url)) throw new Error(`publish notice: PUBLISHER_URL must be http(s): ${url}`);
  if (secret.length < 16) throw new Error('publish notice: PUBLISH_SECRET must be at least 16 characters');
  const endpoint = `${url.replace(/\/+$/, '')}/publish`;
  const watched = new Set(contentCollections());

  const notify = async ({ event, collection, keys, key }) => {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        // The publisher names a few keys in its log and takes bodies up to 64 KB: a bulk change
        // of thousands of records sends the first 100.
        body: JSON.stringify({ event, collection, keys: (keys ?? (key === undefined ? [] : [key])).slice(0, 100) }),
        signal: AbortSignal.timeout(NOTICE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) logger.warn(`publish notice: ${endpoint} answered ${response.status} to ${event}`);
    } catch (error) {
      logger.warn(`publish notice: ${endpoint} did not take ${event}: ${error?.cause?.code ?? error?.message}`);
    }
  };

  // Actions run after the change is saved, and Directus does not wait for them.
  for (const event of ['items.create', 'items.update', 'items.delete'])
    action(event, (meta) => (watched.has(meta.collection) ? notify(meta) : undefined));
  // Uploads (a replaced file's new content too), changes of a file's details, deletions.
  for (const event of ['files.upload', 'files.update', 'files.delete']) action(event, notify);
};
