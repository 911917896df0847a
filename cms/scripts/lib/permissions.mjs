// Who may read what in the CMS. The Directus Public policy holds no permission at all: visitors'
// browsers read the published site, never the CMS. What the site is made of (the collections
// and fields of cms/schema/site-access.json, and the files of the site folder) is read by the
// Site publisher alone (publisher-access.mjs).
// Idempotent: creates missing permissions, corrects changed ones, removes any other.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './config.mjs';
import { loadModel, publicFieldMap } from './schema.mjs';

export const ACCESS_PATH = path.join(CMS_DIR, 'schema', 'site-access.json');
/** The id Directus gives its built-in Public policy (used when the access row can't be read). */
const BUILTIN_PUBLIC_POLICY = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17';

export function loadAccess() {
  return JSON.parse(readFileSync(ACCESS_PATH, 'utf8'));
}

export const SITE_FOLDER_ID = loadAccess().site_files_folder.id;

/** The reads the site's publisher needs, in Directus's shape (without policy). */
export function siteReadPermissions(model = loadModel(), access = loadAccess()) {
  const permissions = [];
  for (const [collection, fields] of Object.entries(publicFieldMap(model))) {
    permissions.push({
      collection,
      action: 'read',
      fields: [...fields].sort(),
      permissions: access.row_filters?.[collection] ?? {},
      validation: null,
      presets: null,
    });
  }
  permissions.push({
    collection: 'directus_files',
    action: 'read',
    fields: [...access.directus_files.fields].sort(),
    permissions: { folder: { _eq: access.site_files_folder.id } },
    validation: null,
    presets: null,
  });
  return permissions;
}

export async function publicPolicyId(client) {
  const rows = await client.get('/access', {
    filter: { _and: [{ role: { _null: true } }, { user: { _null: true } }] },
    fields: ['policy'],
  });
  return rows?.[0]?.policy ?? BUILTIN_PUBLIC_POLICY;
}

/** Create the site-images folder, make it the admin app's default upload folder, and limit image transforms to presets. */
export async function ensureSiteFolder(client, access = loadAccess()) {
  const { id, name } = access.site_files_folder;
  const existing = await client.get('/folders', { filter: { id: { _eq: id } }, fields: ['id'] });
  const changes = [];
  if (existing.length === 0) {
    await client.post('/folders', { id, name });
    changes.push(`folder "${name}"`);
  }
  const settings = await client.get('/settings', { fields: ['storage_default_folder', 'storage_asset_transform'] });
  if (!settings?.storage_default_folder) {
    await client.patch('/settings', { storage_default_folder: id });
    changes.push('default upload folder');
  }
  // The publisher derives the site's images itself (publish/media.ts) from the originals: the
  // CMS resizes nothing but the admin app's own thumbnails (Directus's system presets).
  if (settings?.storage_asset_transform !== 'presets') {
    await client.patch('/settings', { storage_asset_transform: 'presets' });
    changes.push('image transforms: presets only');
  }
  return changes;
}

/**
 * A permission sync's changes in one short line: the named steps as they are ("manager policy"),
 * the permissions counted ("+ read menu_items" x 40 reads "40 permissions added"), so a first
 * start prints a line, not a list of every collection.
 */
export function describeChanges(changes) {
  if (changes.length === 0) return 'up to date';
  const counted = { '+': 0, '~': 0, '-': 0 };
  const named = [];
  for (const change of changes) {
    if (change[1] === ' ' && change[0] in counted) counted[change[0]] += 1;
    else named.push(change);
  }
  const counts = [
    ['+', 'added'],
    ['~', 'corrected'],
    ['-', 'removed'],
  ]
    .filter(([sign]) => counted[sign] > 0)
    .map(([sign, word]) => `${counted[sign]} permission${counted[sign] === 1 ? '' : 's'} ${word}`);
  return [...named, ...counts].join(', ');
}

const normalise = (value) => JSON.stringify(value ?? null);
function samePermission(actual, wanted) {
  return (
    normalise([...(actual.fields ?? [])].sort()) === normalise(wanted.fields) &&
    normalise(actual.permissions && Object.keys(actual.permissions).length ? actual.permissions : {}) ===
      normalise(wanted.permissions) &&
    normalise(actual.validation) === normalise(wanted.validation) &&
    normalise(actual.presets) === normalise(wanted.presets)
  );
}

/**
 * Directus 12's free Core licence tier refuses "custom permission rules" (field lists,
 * item filters) through its API. There, each site collection gets plain read access
 * to all its fields (our collections hold only fields the site shows) and files are
 * readable without the folder filter. With a licence that allows custom rules, the
 * strict form of site-access.json is applied as written.
 */
export function coreTierPermissions(strict) {
  return strict.map((p) => ({ ...p, fields: ['*'], permissions: {}, validation: null, presets: null }));
}

function isRestricted(error) {
  return error?.status === 403 && error.body?.errors?.some((e) => e.extensions?.code === 'RESOURCE_RESTRICTED');
}

export async function syncPermissions(client, policy, wanted, changes) {
  const current = await client.get('/permissions', { filter: { policy: { _eq: policy } }, limit: -1 });
  const keep = new Set();
  for (const want of wanted) {
    const [first, ...duplicates] = current.filter((p) => p.collection === want.collection && p.action === want.action);
    if (!first) {
      await client.post('/permissions', { ...want, policy });
      changes.push(`+ ${want.action} ${want.collection}`);
    } else {
      keep.add(first.id);
      if (!samePermission(first, want)) {
        await client.patch(`/permissions/${first.id}`, want);
        changes.push(`~ ${want.action} ${want.collection}`);
      }
    }
    for (const extra of duplicates) {
      await client.delete(`/permissions/${extra.id}`);
      changes.push(`- duplicate ${extra.action} ${extra.collection}`);
      keep.add(extra.id);
    }
  }
  for (const extra of current.filter((p) => p.id !== undefined && p.id !== null && !keep.has(p.id))) {
    await client.delete(`/permissions/${extra.id}`);
    changes.push(`- ${extra.action} ${extra.collection}`);
  }
}

/**
 * Gives `policy` the site's reads plus `extra`: the strict form where the licence allows it,
 * else the Core tier's. @returns {Promise<'strict' | 'core'>}
 */
export async function syncSiteReads(client, policy, extra, changes) {
  try {
    await syncPermissions(client, policy, [...siteReadPermissions(), ...extra], changes);
    return 'strict';
  } catch (error) {
    if (!isRestricted(error)) throw error;
    await syncPermissions(client, policy, [...coreTierPermissions(siteReadPermissions()), ...extra], changes);
    return 'core';
  }
}

/** The site folder, and a Public policy that may do nothing. @returns {Promise<{changes: string[]}>} */
export async function applyPermissions(client, { log = console.log } = {}) {
  const changes = await ensureSiteFolder(client);
  const policy = await publicPolicyId(client);
  await syncPermissions(client, policy, [], changes);
  // Nobody anonymous may use the admin app or act as admin.
  const policyRow = await client.get(`/policies/${policy}`, { fields: ['admin_access', 'app_access'] });
  if (policyRow.admin_access || policyRow.app_access) {
    await client.patch(`/policies/${policy}`, { admin_access: false, app_access: false });
    changes.push('public policy: no admin/app access');
  }
  log(`permissions (public: none): ${describeChanges(changes)}`);
  return { changes };
}
