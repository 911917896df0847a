// The Flow that tells the publisher about every content change: an event hook (action, so it
// runs after the change is saved) on create, update and delete of every site collection and on
// file uploads, changes and deletions, with one "Webhook / Request URL" operation that POSTs the
// event to the publisher with the shared secret. Applying it again updates it in place.
//
// A Flow's request obeys IMPORT_IP_DENY_LIST: config.mjs narrows it for a CMS that listens on
// loopback so that 127.0.0.1 (where the publisher listens beside it) can be reached; see
// cms/README.md "Publishing".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './config.mjs';

export const PUBLISH_FLOW_NAME = 'Publish the site';
const OPERATION_KEY = 'notify_publisher';

/** The site's content collections: the public ones of cms/schema/model.json (not the seed ledger, nor the publish log, which would publish forever). */
export function contentCollections(model = readModel()) {
  return model.collections.filter((c) => c.public !== false).map((c) => c.collection);
}

function readModel() {
  return JSON.parse(readFileSync(path.join(CMS_DIR, 'schema', 'model.json'), 'utf8'));
}

/** The Flow and its operation as Directus stores them (without ids). */
export function publishFlowDefinition({ url, secret, collections = contentCollections() }) {
  if (!/^https?:\/\//.test(url)) throw new Error(`the publisher address must be http(s): ${url}`);
  if (typeof secret !== 'string' || secret.length < 16)
    throw new Error('the publish secret must be at least 16 characters');
  return {
    flow: {
      name: PUBLISH_FLOW_NAME,
      icon: 'publish',
      color: '#2F9E44',
      description: 'Publishes the site a few seconds after content or a file is saved. Set up by the CMS setup script.',
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: {
        type: 'action',
        scope: ['items.create', 'items.update', 'items.delete', 'files.upload'],
        collections: [...collections, 'directus_files'],
      },
    },
    operation: {
      name: 'Notify the publisher',
      key: OPERATION_KEY,
      type: 'request',
      position_x: 19,
      position_y: 1,
      options: {
        method: 'POST',
        url: `${url.replace(/\/+$/, '')}/publish`,
        headers: [{ header: 'Authorization', value: `Bearer ${secret}` }],
        // An object: each whole-value template gives the raw value (keys stay a list); sent as JSON.
        body: {
          event: '{{$trigger.event}}',
          collection: '{{$trigger.collection}}',
          keys: '{{$trigger.keys}}',
          key: '{{$trigger.key}}',
        },
      },
    },
  };
}

/** Creates or updates the publish Flow; returns its id. */
export async function applyPublishFlow(client, { url, secret, log = () => {} }) {
  const { flow, operation } = publishFlowDefinition({ url, secret });
  const [existing] = await client.get('/flows', {
    filter: { name: { _eq: PUBLISH_FLOW_NAME } },
    fields: ['id', 'operation', 'operations.id', 'operations.key'],
    limit: 1,
  });
  let flowId = existing?.id;
  if (flowId) await client.patch(`/flows/${flowId}`, flow);
  else flowId = (await client.post('/flows', flow)).id;

  const current = existing?.operations?.find((o) => o.key === OPERATION_KEY);
  let operationId = current?.id;
  if (operationId) await client.patch(`/operations/${operationId}`, operation);
  else operationId = (await client.post('/operations', { ...operation, flow: flowId })).id;
  if (existing?.operation !== operationId) await client.patch(`/flows/${flowId}`, { operation: operationId });
  log(`publish flow: on every content change, POST ${operation.options.url}`);
  return flowId;
}

/** Removes the publish Flow (and its operation). */
export async function removePublishFlow(client) {
  const flows = await client.get('/flows', { filter: { name: { _eq: PUBLISH_FLOW_NAME } }, fields: ['id'] });
  for (const { id } of flows) await client.delete(`/flows/${id}`);
}
