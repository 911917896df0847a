// The notice that tells the publisher about every saved change. A hook extension of Directus
// (cms/extensions/publish-notice) POSTs it from inside the Directus process; this module holds
// what the setup needs around it: which collections are the site's content, the environment
// that points the hook at a publisher, and the removal of the Flow that used to do the job.
//
// Why a hook and not a Flow: a Flow's request obeys IMPORT_IP_DENY_LIST, whose default refuses
// every address of the machine, so a Flow could only reach a publisher on 127.0.0.1 with a
// narrowed list, which then let any editor "import from URL" from every local service. A Flow
// also keeps the shared secret in its options and in its run history. See docs/publishing.md.
import { expandModel, loadModel } from './schema.mjs';

/**
 * The Directus action events the notice hook listens to: every one that changes what a site
 * shows. Each editor's action in the admin app ends in one of them (checked by
 * cms/test/publishing.test.mjs, one action at a time):
 *
 * - create, edit, delete, duplicate (a create), batch edit (one update of many keys), import
 *   (a create or update per row, sent after the import) and revert to a revision (an update):
 *   items.create, items.update, items.delete;
 * - a drag in a list with a sort handle (`/utils/sort`), which changes the order and emits
 *   nothing else: items.sort;
 * - a file uploaded or its content replaced, its details changed, deleted: files.upload,
 *   files.update, files.delete.
 */
export const NOTICE_EVENTS = Object.freeze({
  items: ['items.create', 'items.update', 'items.delete', 'items.sort'],
  files: ['files.upload', 'files.update', 'files.delete'],
});

/** The name of the Flow earlier versions of the setup created (removed by the setup now). */
export const PUBLISH_FLOW_NAME = 'Publish the site';

/**
 * The site's content collections: the public ones of cms/schema/model.json and the junctions of
 * their many-to-many fields; not the seed ledger, nor the publish log, which would publish forever.
 */
export function contentCollections(model = loadModel()) {
  return expandModel(model)
    .collections.filter((c) => c.public !== false)
    .map((c) => c.collection);
}

/** The Directus environment that points the notice hook at a publisher. */
export function publishNoticeEnv({ url, secret }) {
  if (!/^https?:\/\//.test(String(url))) throw new Error(`the publisher address must be http(s): ${url}`);
  if (typeof secret !== 'string' || secret.length < 16)
    throw new Error('the publish secret must be at least 16 characters');
  return { PUBLISHER_URL: url, PUBLISH_SECRET: secret };
}

/**
 * Removes the publish Flow (and its operation) that earlier versions of the setup created, so
 * that the secret no longer sits in its options. Returns how many were removed.
 */
export async function removePublishFlow(client, { log = () => {} } = {}) {
  const flows = await client.get('/flows', { filter: { name: { _eq: PUBLISH_FLOW_NAME } }, fields: ['id'] });
  for (const { id } of flows) await client.delete(`/flows/${id}`);
  if (flows.length > 0)
    log(
      `removed the old "${PUBLISH_FLOW_NAME}" Flow (the hook extension sends the notice now); ` +
        'its secret stays in the revision history: set a new PUBLISH_SECRET',
    );
  return flows.length;
}
