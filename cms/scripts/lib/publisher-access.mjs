// The publisher's own way into the CMS: an API-only user ("Site publisher", no admin app, no
// password) holding a static token and one policy that may read the site's content and files and
// write entries of the publish log, nothing else. It is the only reader of the site's content:
// the Public policy holds no permission (permissions.mjs). No admin seat is used for publishing.
import { DEFAULT_PUBLISHER_TOKEN } from './config.mjs';
import { describeChanges, syncSiteReads } from './permissions.mjs';

export const PUBLISHER_EMAIL = 'site-publisher@example.com';
export const PUBLISHER_POLICY_NAME = 'Site publisher';
/** The token of a local instance (like its admin password: set PUBLISHER_TOKEN anywhere else). */
export const LOCAL_PUBLISHER_TOKEN = DEFAULT_PUBLISHER_TOKEN;

/** What the publisher may do besides reading the site (cms/schema/site-access.json): create publish log entries. */
export const PUBLISH_LOG_PERMISSION = {
  collection: 'publish_log',
  action: 'create',
  fields: ['*'],
  permissions: {},
  validation: null,
  presets: null,
};

/**
 * Brings the publisher's reads in step with the model, when its policy exists: a field added to
 * the model is then read by the publisher as soon as `schema:apply` has made it (with a licence
 * that lists fields; the Core tier's reads take every field already). Returns the changes.
 */
export async function syncPublisherReads(client, { log = () => {} } = {}) {
  const [policy] = await client.get('/policies', {
    filter: { name: { _eq: PUBLISHER_POLICY_NAME } },
    fields: ['id'],
    limit: 1,
  });
  if (!policy) return [];
  const changes = [];
  const mode = await syncSiteReads(client, policy.id, [PUBLISH_LOG_PERMISSION], changes);
  if (changes.length) log(`publisher reads (${mode} mode): ${changes.join(', ')}`);
  return changes;
}

/** Creates or corrects the publisher's policy, user and token; returns the token. */
export async function applyPublisherAccess(client, { token = LOCAL_PUBLISHER_TOKEN, log = () => {} } = {}) {
  if (typeof token !== 'string' || token.length < 16)
    throw new Error('the publisher token must be at least 16 characters');
  const changes = [];
  const [existingPolicy] = await client.get('/policies', {
    filter: { name: { _eq: PUBLISHER_POLICY_NAME } },
    fields: ['id'],
    limit: 1,
  });
  const policyFields = {
    name: PUBLISHER_POLICY_NAME,
    icon: 'publish',
    description: 'Reads the site content and writes the publish log. Held only by the Site publisher API user.',
    admin_access: false,
    app_access: false,
  };
  let policy = existingPolicy?.id;
  if (policy) await client.patch(`/policies/${policy}`, policyFields);
  else {
    policy = (await client.post('/policies', policyFields)).id;
    changes.push('publisher policy');
  }
  const mode = await syncSiteReads(client, policy, [PUBLISH_LOG_PERMISSION], changes);

  const [existingUser] = await client.get('/users', {
    filter: { email: { _eq: PUBLISHER_EMAIL } },
    fields: ['id'],
    limit: 1,
  });
  const userFields = { first_name: 'Site', last_name: 'publisher', status: 'active', token, role: null };
  let user = existingUser?.id;
  if (user) await client.patch(`/users/${user}`, userFields);
  else {
    user = (await client.post('/users', { ...userFields, email: PUBLISHER_EMAIL })).id;
    changes.push('publisher user');
  }
  const access = await client.get('/access', { filter: { user: { _eq: user } }, fields: ['id', 'policy'] });
  if (!access.some((row) => row.policy === policy)) {
    await client.post('/access', { user, policy });
    changes.push('publisher access');
  }
  log(`publisher access (${mode} mode): ${describeChanges(changes)}`);
  return token;
}
