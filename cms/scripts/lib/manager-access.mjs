// The "Restaurant manager": the role an owner or a member of staff signs in with to keep the
// menu, prices, hours and home page current. It may use the admin app and create, change and
// delete the site's content and images, and read the publish log; it may not change settings,
// the data model, users (other than its own profile), roles or flows.
//
// Directus 12's free Core tier refuses custom permission rules (field lists, item filters), so
// every permission here is whole: all fields of a collection, no filter. Besides them the role
// holds Directus's own recommended app permissions as they are (which the tier allows). The
// seeded manager takes the second of the Core tier's three admin-app seats.
import { appRecommendedPermissions } from '@directus/system-data';
import { DEFAULT_MANAGER_EMAIL, DEFAULT_MANAGER_PASSWORD } from './config.mjs';
import { syncPermissions } from './permissions.mjs';
import { loadModel } from './schema.mjs';

export const MANAGER_ROLE_NAME = 'Restaurant manager';
const CRUD = ['create', 'read', 'update', 'delete'];

const whole = (collection, action) => ({
  collection,
  action,
  fields: ['*'],
  permissions: {},
  validation: null,
  presets: null,
});

/** What the manager may do, in Directus's shape (without policy). */
export function managerPermissions(model = loadModel()) {
  const content = model.collections.filter((c) => c.public !== false).map((c) => c.collection);
  const junctions = model.collections.flatMap((c) => c.fields.filter((f) => f.m2m).map((f) => f.m2m.junction));
  const own = [
    ...[...content, ...junctions].flatMap((collection) => CRUD.map((action) => whole(collection, action))),
    // Photos of dishes and slides: uploaded, replaced and removed, whoever uploaded them first.
    ...CRUD.map((action) => whole('directus_files', action)),
    whole('publish_log', 'read'),
  ];
  const taken = new Set(own.map((p) => `${p.collection} ${p.action}`));
  const recommended = appRecommendedPermissions
    .filter((p) => !taken.has(`${p.collection} ${p.action}`))
    .map((p) => ({ validation: null, presets: null, ...p, fields: p.fields ?? ['*'] }));
  return [...own, ...recommended];
}

/** Creates or corrects the role, its policy, its permissions and the seeded manager. */
export async function applyManagerAccess(
  client,
  { email = DEFAULT_MANAGER_EMAIL, password = DEFAULT_MANAGER_PASSWORD, log = () => {} } = {},
) {
  const changes = [];
  const policyFields = {
    name: MANAGER_ROLE_NAME,
    icon: 'storefront',
    description: 'Keeps the menu, prices, hours and home page current. No settings, data model, users or flows.',
    admin_access: false,
    app_access: true,
  };
  const [existingPolicy] = await client.get('/policies', {
    filter: { name: { _eq: MANAGER_ROLE_NAME } },
    fields: ['id'],
    limit: 1,
  });
  let policy = existingPolicy?.id;
  if (policy) await client.patch(`/policies/${policy}`, policyFields);
  else {
    policy = (await client.post('/policies', policyFields)).id;
    changes.push('manager policy');
  }
  await syncPermissions(client, policy, managerPermissions(), changes);

  const [existingRole] = await client.get('/roles', {
    filter: { name: { _eq: MANAGER_ROLE_NAME } },
    fields: ['id'],
    limit: 1,
  });
  let role = existingRole?.id;
  if (!role) {
    role = (await client.post('/roles', { name: MANAGER_ROLE_NAME, icon: 'storefront' })).id;
    changes.push('manager role');
  }
  const access = await client.get('/access', { filter: { role: { _eq: role } }, fields: ['id', 'policy'] });
  if (!access.some((row) => row.policy === policy)) {
    await client.post('/access', { role, policy });
    changes.push('manager role access');
  }

  // The seeded manager: created once; an owner's later changes (name, password) are kept.
  const [user] = await client.get('/users', { filter: { email: { _eq: email } }, fields: ['id'], limit: 1 });
  if (!user) {
    await client.post('/users', {
      email,
      password,
      role,
      status: 'active',
      first_name: 'Restaurant',
      last_name: 'manager',
    });
    changes.push(`manager user ${email}`);
  }
  log(`manager access: ${changes.length ? changes.join(', ') : 'up to date'}`);
  return { role, policy };
}
