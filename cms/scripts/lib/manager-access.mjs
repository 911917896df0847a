// The "Restaurant manager": the role an owner or a member of staff signs in with to keep the
// menu, prices, hours and home page current. It may use the admin app and create, change and
// delete the site's content, upload images and change or delete its own uploads, and read the
// publish log and the "Website" dashboard; it may not change settings, the data model, the
// dashboard, other users' files, users (other than its own profile), roles, shares or flows,
// and it sees no user but itself.
//
// Directus 12's free Core tier refuses custom permission rules (field lists, item filters): a
// permission is either whole (all fields of a collection, no filter) or exactly one of
// Directus's own recommended app permissions, which the tier allows as they are. So the manager
// holds whole permissions on the site's content, and of the recommended ones only those the
// owner's tasks need (docs/security.md, "Who may do what in the CMS"). The admin app's minimal
// permissions (its own user, role, presets, activity) come with app access. The seeded manager
// takes the second of the Core tier's three admin-app seats.
import { appRecommendedPermissions } from '@directus/system-data';
import { DEFAULT_MANAGER_EMAIL, DEFAULT_MANAGER_PASSWORD } from './config.mjs';
import { describeChanges, syncPermissions } from './permissions.mjs';
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

/**
 * The recommended app permissions the manager keeps, as Directus ships them: upload images and
 * read every file (to pick a dish's photo), change the details of and delete only its own
 * uploads; read comments, folders and dashboards (the "Website" dashboard), never change them;
 * change its own profile. Left out: every user's email, role and last access, the roles, shares
 * (a public link to any item, drafts included), flows, and changing dashboards or folders.
 */
export const MANAGER_RECOMMENDED = Object.freeze([
  'directus_comments read',
  'directus_files create',
  'directus_files read',
  'directus_files update',
  'directus_files delete',
  'directus_folders read',
  'directus_dashboards read',
  'directus_panels read',
  'directus_users update',
]);

/** What the manager may do, in Directus's shape (without policy). */
export function managerPermissions(model = loadModel()) {
  const content = model.collections.filter((c) => c.public !== false).map((c) => c.collection);
  const junctions = model.collections.flatMap((c) => c.fields.filter((f) => f.m2m).map((f) => f.m2m.junction));
  const own = [
    ...[...content, ...junctions].flatMap((collection) => CRUD.map((action) => whole(collection, action))),
    whole('publish_log', 'read'),
  ];
  const recommended = MANAGER_RECOMMENDED.map((name) => {
    const [collection, action] = name.split(' ');
    const shipped = appRecommendedPermissions.find((p) => p.collection === collection && p.action === action);
    if (!shipped) throw new Error(`Directus ships no recommended permission "${name}"`);
    return { validation: null, presets: null, ...shipped, fields: shipped.fields ?? ['*'] };
  });
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
  log(`manager access: ${describeChanges(changes)}`);
  return { role, policy };
}
