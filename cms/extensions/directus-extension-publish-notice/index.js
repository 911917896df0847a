// Directus hook: after every change of the site's content or files, POST the change to the
// publisher (publish/server.ts) with the shared secret, so that the site is published again.
//
//   PUBLISHER_URL   where the publisher listens (http://127.0.0.1:8060); unset: no notices
//   PUBLISH_SECRET  the publisher's shared secret (at least 16 characters)
//
// It runs in the Directus process with Node's own fetch, so it needs no loosening of
// IMPORT_IP_DENY_LIST (which guards editors' imports from a URL), and the secret lives only in
// the environment, never in the database. A notice the publisher cannot take yet (it is not
// running, or restarting) is held and sent again once it answers, so no save is lost and none
// fails; only a publisher that refuses the secret, or stays away for minutes, is a warning.
// Why: docs/publishing.md, "The notice".
import { NOTICE_EVENTS, contentCollections } from '../../scripts/lib/publish-notice.mjs';

const NOTICE_TIMEOUT_MS = 10_000;
/** Waits before each new try to reach a publisher that did not answer; the last one repeats. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
/** How long a publisher may stay away before the wait is worth a warning. */
const WARN_AFTER_MS = 2 * 60_000;
/** The publisher names a few keys in its log and takes bodies up to 64 KB. */
const MAX_KEYS = 100;

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

  /**
   * Notices waiting for the publisher, one per event and collection with their keys merged: a
   * burst of saves (the seed, an import) while it is away becomes a handful of notices.
   */
  const held = new Map();
  let heldSince = 0;
  let attempt = 0;
  let timer = null;
  let flushing = false;
  let warned = false;

  const retryLater = () => {
    if (!flushing) timer ??= setTimeout(flush, RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
  };

  /** Sends one notice; resolves 'sent', 'refused' (a 4xx: calls for action) or 'away'. */
  const send = async (notice) => {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(notice),
        signal: AbortSignal.timeout(NOTICE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status >= 400 && response.status < 500) {
        logger.warn(
          `publish notice: ${endpoint} refused ${notice.event} with ${response.status}: ` +
            'check that PUBLISH_SECRET is the same for the CMS and the publisher',
        );
        return 'refused';
      }
      return 'away';
    } catch {
      return 'away';
    }
  };

  const hold = (notice) => {
    const slot = `${notice.event} ${notice.collection}`;
    const keys = held.get(slot)?.keys ?? [];
    for (const key of notice.keys) if (keys.length < MAX_KEYS && !keys.includes(key)) keys.push(key);
    held.set(slot, { ...notice, keys });
    if (!heldSince) heldSince = Date.now();
    retryLater();
  };

  /** Tries the held notices again, in the order they were first held. */
  const flush = async () => {
    timer = null;
    flushing = true;
    for (const [slot, notice] of held) {
      const result = await send(notice);
      if (result === 'away') {
        flushing = false;
        attempt += 1;
        const waited = Date.now() - heldSince;
        if (waited >= WARN_AFTER_MS && !warned) {
          warned = true;
          logger.warn(
            `publish notice: the publisher at ${endpoint} has not answered for ${Math.round(waited / 60_000)} min; ` +
              `the changes of ${held.size} kind(s) saved since then will be published when it answers`,
          );
        }
        retryLater();
        return;
      }
      held.delete(slot);
    }
    flushing = false;
    if (warned) logger.warn(`publish notice: the publisher at ${endpoint} answers again; the held changes were sent`);
    heldSince = 0;
    attempt = 0;
    warned = false;
  };

  const notify = async ({ event, collection, keys, key, item }) => {
    const named = keys ?? [key ?? item].filter((value) => value !== undefined && value !== null);
    const notice = { event, collection, keys: (Array.isArray(named) ? named : [named]).slice(0, MAX_KEYS) };
    // While notices wait, a new one joins them, so the publisher gets them in order.
    if (held.size > 0) return hold(notice);
    if ((await send(notice)) === 'away') hold(notice);
  };

  // Actions run after the change is saved, and Directus does not wait for them. Every way an
  // editor changes content in the admin app ends in one of these events (docs/publishing.md).
  for (const event of NOTICE_EVENTS.items)
    action(event, (meta) => (watched.has(meta.collection) ? notify({ ...meta, event }) : undefined));
  for (const event of NOTICE_EVENTS.files)
    action(event, (meta) => notify({ collection: 'directus_files', ...meta, event }));
};
