// Walks EVERY collection Directus reports (GET /collections as admin: the site's collections,
// their junctions, the seed ledger and every directus_* system collection) and proves what an
// anonymous client may do: nothing.
//   - every read is refused (403; a system collection without a REST route answers 404 "Route
//     ... doesn't exist", and /folders answers 500, see below) and no data comes back, files and
//     their image transforms included: the Public policy holds no permission;
//   - every create, update and delete (through /items/<c> and through the system endpoint,
//     single and batch) is refused, and afterwards the admin sees exactly the same data.
// And what the site's only reader, the Site publisher's token, may read: the collections of
// cms/schema/site-access.json, records only, within the fields and rows its policy grants.
//
// Limit (Directus 12 free Core licence tier, see cms/README.md "Directus 12 Core tier limits"):
// custom permission rules (field lists, row filters) are refused by its API, so in "core" mode the
// publisher reads ALL fields and rows of the site's collections (e.g. every hero slide, active or
// not). The test asserts what the publisher's policy actually holds: the strict field lists and
// row filters of cms/schema/site-access.json when a licence allowed them, otherwise every field
// and row.
//
// Fresh instance on its own port (8165) and data dir; about 70 s, mostly Directus start-up and seeding.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminToken, startCms } from '../scripts/lib/instance.mjs';
import { createClient } from '../scripts/lib/api.mjs';
import { publicPolicyId, siteReadPermissions } from '../scripts/lib/permissions.mjs';
import { LOCAL_PUBLISHER_TOKEN, PUBLISHER_POLICY_NAME } from '../scripts/lib/publisher-access.mjs';

const PORT = 8165;
const DATA_DIR = 'cms/.test-data/permissions-walk';

let cms;
let admin;
let collections = [];
let fieldsOf = new Map();
let publisherRead = new Map(); // collection -> the Site publisher policy's read permission
let policyPermissions = [];
let policyId;

async function anon(method, pathname, body, token) {
  const init = { method, headers: token ? { Authorization: `Bearer ${token}` } : {} };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(new URL(pathname, cms.url), init);
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: json, text };
}
const asPublisher = (pathname) => anon('GET', pathname, undefined, LOCAL_PUBLISHER_TOKEN);

const isSystem = (c) => c.startsWith('directus_');
/** The REST route of a system collection: directus_users -> /users. */
const systemRoute = (c) => `/${c.slice('directus_'.length)}`;
const routeMissing = (r) => r.status === 404 && /^Route .* doesn't exist\.$/.test(r.body?.errors?.[0]?.message ?? '');
const refused = (r) =>
  r.status === 403 && r.body?.errors?.[0]?.extensions?.code === 'FORBIDDEN' && r.body?.data === undefined;

/** Everything an admin can see that an anonymous write could change. */
async function snapshot() {
  const out = {};
  for (const c of collections) {
    if (isSystem(c)) continue;
    out[c] = await admin.get(`/items/${c}`, { limit: -1, sort: 'id' }).catch((e) => `error ${e.status}`);
  }
  for (const route of [
    '/files',
    '/folders',
    '/users',
    '/roles',
    '/policies',
    '/permissions',
    '/access',
    '/collections',
    '/fields',
    '/relations',
    '/settings',
    '/flows',
    '/operations',
    '/presets',
    '/shares',
    '/dashboards',
    '/panels',
    '/translations',
    '/versions',
    '/deployments',
    '/comments',
    '/notifications',
  ]) {
    out[route] = await admin.get(route, { limit: -1 }).catch((e) => `error ${e.status}`);
  }
  for (const value of Object.values(out['/users'] ?? [])) delete value.last_access; // the admin's own log-in
  if (Array.isArray(out['/users'])) for (const u of out['/users']) delete u.last_page;
  return out;
}

let before_;

before(
  async () => {
    cms = await startCms({ port: PORT, dataDir: DATA_DIR, fresh: true, quiet: true });
    admin = createClient(cms.url, await adminToken(cms.url, cms.adminEmail, cms.adminPassword));
    collections = (await admin.get('/collections', { limit: -1 })).map((c) => c.collection).sort();
    for (const f of await admin.get('/fields', { limit: -1 })) {
      if (!fieldsOf.has(f.collection)) fieldsOf.set(f.collection, new Set());
      fieldsOf.get(f.collection).add(f.field);
    }
    policyId = await publicPolicyId(admin);
    policyPermissions = await admin.get('/permissions', { filter: { policy: { _eq: policyId } }, limit: -1 });
    const [publisherPolicy] = await admin.get('/policies', {
      filter: { name: { _eq: PUBLISHER_POLICY_NAME } },
      fields: ['id'],
    });
    const publisherPermissions = await admin.get('/permissions', {
      filter: { policy: { _eq: publisherPolicy.id } },
      limit: -1,
    });
    publisherRead = new Map(publisherPermissions.filter((p) => p.action === 'read').map((p) => [p.collection, p]));
    before_ = await snapshot();
  },
  { timeout: 240_000 },
);

after(async () => {
  await cms?.stop();
});

describe('the walk covers everything', () => {
  it('lists the site collections and every system collection', () => {
    assert.ok(collections.length >= 40, `only ${collections.length} collections`);
    for (const c of [
      'restaurants',
      'menu_items',
      'menu_items_menu_variants',
      'cms_seed_ledger',
      'directus_users',
      'directus_files',
      'directus_settings',
      'directus_permissions',
      'directus_policies',
      'directus_access',
      'directus_sessions',
      'directus_activity',
      'directus_revisions',
      'directus_flows',
      'directus_shares',
    ]) {
      assert.ok(collections.includes(c), c);
    }
  });

  it('the Public policy grants nothing; the publisher reads exactly the collections of cms/schema/site-access.json', () => {
    assert.deepEqual(policyPermissions, [], 'the Public policy holds no permission');
    const wanted = siteReadPermissions()
      .map((p) => p.collection)
      .sort();
    assert.deepEqual([...publisherRead.keys()].sort(), wanted);
    assert.ok(
      !publisherRead.has('cms_seed_ledger') &&
        !publisherRead.has('directus_users') &&
        !publisherRead.has('directus_folders'),
    );
  });
});

describe('reads: nothing anonymous, the site for the publisher', () => {
  it('are refused on every collection, through /items and the system route', async () => {
    const checked = [];
    for (const c of collections) {
      const items = await anon('GET', `/items/${c}`);
      assert.ok(refused(items), `GET /items/${c} -> ${items.status} ${items.text.slice(0, 200)}`);
      if (isSystem(c)) {
        const route = systemRoute(c);
        const sys = await anon('GET', route);
        const one = await anon('GET', `${route}/1`);
        // /folders included: Directus 12.4 answered it with 500 for any non-admin, until the
        // folder-list hook (cms/extensions/directus-extension-folder-list) gave it a clean 403.
        assert.ok(refused(sys) || routeMissing(sys), `GET ${route} -> ${sys.status} ${sys.text.slice(0, 200)}`);
        assert.ok(one.status >= 400 && one.body?.data === undefined, `GET ${route}/1 -> ${one.status}`);
      }
      checked.push(c);
    }
    assert.ok(checked.length >= 40, `checked ${checked.length}`);
  });

  it('are refused on every file and every image transform', async () => {
    const files = await admin.get('/files', { limit: -1, fields: ['id'] });
    assert.ok(files.length > 10);
    for (const { id } of files) {
      for (const query of ['', '?key=system-small-cover']) {
        const r = await anon('GET', `/assets/${id}${query}`);
        assert.equal(r.status, 403, `/assets/${id}${query} -> ${r.status}`);
      }
      // Presets only: a free transform is refused before the permission check (400). No image either way.
      const transform = await anon('GET', `/assets/${id}?width=320&format=webp`);
      assert.ok([400, 403].includes(transform.status), `/assets/${id}?width=320 -> ${transform.status}`);
      assert.ok(!transform.text.includes('WEBP'), 'no image');
    }
  });

  it('/server/info, /collections, /fields and /relations reveal no schema', async () => {
    for (const route of ['/collections', '/fields', '/relations', '/fields/restaurants', '/collections/restaurants']) {
      const r = await anon('GET', route);
      assert.ok(refused(r), `${route} -> ${r.status}`);
    }
    const info = await anon('GET', '/server/info');
    assert.equal(info.body?.data?.directus?.version, undefined, 'no version to anonymous clients');
  });

  it("the publisher's token reads records only, within the granted fields and rows", async () => {
    for (const [c, permission] of publisherRead) {
      const route = isSystem(c) ? systemRoute(c) : `/items/${c}`;
      const r = await asPublisher(`${route}?limit=-1`);
      assert.equal(r.status, 200, `${route}: ${r.text.slice(0, 200)}`);
      assert.deepEqual(Object.keys(r.body), ['data'], `${route}: nothing but data`);
      assert.ok(Array.isArray(r.body.data), route);
      const granted = permission.fields?.includes('*') ? fieldsOf.get(c) : new Set(permission.fields);
      for (const record of r.body.data) {
        assert.equal(typeof record, 'object', route);
        assert.ok(record.id !== undefined && record.id !== null, `${route}: a record with an id`);
        for (const key of Object.keys(record)) assert.ok(granted.has(key), `${route}: field ${key} is not granted`);
      }
      // Rows: what the policy's filter lets through (core mode: no filter, so every row).
      const filter =
        permission.permissions && Object.keys(permission.permissions).length ? permission.permissions : undefined;
      const expected = isSystem(c)
        ? await admin.get(route, { limit: -1, fields: ['id'], ...(filter ? { filter } : {}) })
        : await admin.get(`/items/${c}`, { limit: -1, fields: ['id'], ...(filter ? { filter } : {}) });
      assert.deepEqual(
        r.body.data.map((x) => String(x.id)).sort(),
        expected.map((x) => String(x.id)).sort(),
        `${route}: rows`,
      );
    }
  });

  it("relations out of the publisher's collections give nothing away", async () => {
    const files = await asPublisher('/files?limit=-1&fields=uploaded_by.email,uploaded_by.password,uploaded_by.token');
    assert.ok(!/@|\$argon|password/i.test(files.text), `/files leaked user data: ${files.text.slice(0, 200)}`);
    assert.ok(!files.text.includes(cms.adminEmail));
    const users = await anon('GET', '/users/me');
    assert.ok(users.status === 401 || users.status === 403, `/users/me -> ${users.status}`);
    assert.equal(users.body?.data, undefined);
  });
});

describe('anonymous writes', () => {
  /** Payloads that pass Directus's own validation, so the answer is about permission. */
  const createPayload = (c) =>
    ({
      directus_files: { type: 'text/plain', filename_download: 'x.txt', storage: 'local' },
      directus_relations: { collection: 'restaurants', field: 'x', related_collection: 'team' },
      directus_collections: { collection: 'evil_collection', schema: {} },
      directus_users: { email: 'evil@example.com', password: 'x-x-x-x-x-x' },
      // The most dangerous write of all: the Public policy granting itself create.
      directus_permissions: { policy: policyId, collection: 'restaurants', action: 'create', fields: ['*'] },
      directus_translations: { key: 'x', language: 'en-US', value: 'x' },
      directus_versions: { key: 'x', name: 'x', collection: 'restaurants', item: '1' },
      directus_deployments: { provider: 'x' },
    })[c] ?? { name: 'x', name_en: 'x', title_en: 'x' };
  const updatePayload = (c) =>
    ({ directus_versions: { name: 'x' }, directus_permissions: { fields: ['*'] } })[c] ?? createPayload(c);
  /** System routes addressed by something other than a numeric id. */
  const systemKey = (c) => ({ directus_deployments: 'vercel' })[c] ?? 1;
  /**
   * Directus 12.4 validates these bodies BEFORE checking permission, so an anonymous POST is
   * refused with a validation error instead of 403 (nothing is created either way; the snapshot
   * test below proves it): /deployments answers 400 for an unknown provider (and, with a real
   * provider, tries the provider's connection first: 503 "Invalid config"), /versions answers
   * 422 while content versioning is off for the collection.
   */
  const VALIDATED_BEFORE_PERMISSION = new Set(['POST /deployments', 'POST /versions']);

  it('every create, update and delete is refused on every collection', async () => {
    const failures = [];
    const expectRefused = (label, r, { routeMayBeMissing = false } = {}) => {
      if (refused(r) || (routeMayBeMissing && routeMissing(r))) return;
      failures.push(`${label} -> ${r.status} ${r.text.slice(0, 160)}`);
    };
    for (const c of collections) {
      const body = createPayload(c);
      const patch = updatePayload(c);
      const id = Array.isArray(before_[c]) && before_[c][0] ? before_[c][0].id : 1;
      // Through /items/<collection> (system collections included).
      expectRefused(`POST /items/${c}`, await anon('POST', `/items/${c}`, body));
      expectRefused(`POST /items/${c} (batch)`, await anon('POST', `/items/${c}`, [body, body]));
      expectRefused(`PATCH /items/${c}/${id}`, await anon('PATCH', `/items/${c}/${id}`, patch));
      expectRefused(`PATCH /items/${c} (batch)`, await anon('PATCH', `/items/${c}`, { keys: [id], data: patch }));
      expectRefused(`DELETE /items/${c}/${id}`, await anon('DELETE', `/items/${c}/${id}`));
      expectRefused(`DELETE /items/${c} (batch)`, await anon('DELETE', `/items/${c}`, [id]));
      if (!isSystem(c)) continue;
      // Through the system endpoint.
      const route = systemRoute(c);
      const opts = { routeMayBeMissing: true };
      const key = systemKey(c);
      const created = await anon('POST', route, body);
      if (VALIDATED_BEFORE_PERMISSION.has(`POST ${route}`)) {
        if (!(created.status >= 400 && created.status !== 404 && created.body?.data === undefined))
          failures.push(`POST ${route} -> ${created.status}`);
      } else expectRefused(`POST ${route}`, created, opts);
      expectRefused(`PATCH ${route}/${key}`, await anon('PATCH', `${route}/${key}`, patch), opts);
      expectRefused(`PATCH ${route} (batch)`, await anon('PATCH', route, { keys: [key], data: patch }), opts);
      expectRefused(`DELETE ${route}/${key}`, await anon('DELETE', `${route}/${key}`), opts);
      expectRefused(`DELETE ${route} (batch)`, await anon('DELETE', route, [key]), opts);
    }
    // Schema and singleton endpoints whose paths are not /<route>/<id>.
    for (const [method, route, body] of [
      ['POST', '/fields/restaurants', { field: 'evil', type: 'string' }],
      ['PATCH', '/fields/restaurants/name_en', { meta: { note: 'x' } }],
      ['DELETE', '/fields/restaurants/name_en'],
      ['PATCH', '/relations/restaurants/logo', { meta: {} }],
      ['DELETE', '/relations/restaurants/logo'],
      ['PATCH', '/collections/restaurants', { meta: { note: 'x' } }],
      ['DELETE', '/collections/restaurants'],
      ['PATCH', '/settings', { project_name: 'evil' }],
      ['POST', '/schema/apply', {}],
    ]) {
      const r = await anon(method, route, body);
      if (!(r.status === 403 || r.status === 401) || r.body?.data !== undefined)
        failures.push(`${method} ${route} -> ${r.status} ${r.text.slice(0, 160)}`);
    }
    const upload = new FormData();
    upload.append('file', new Blob(['hello'], { type: 'text/plain' }), 'x.txt');
    const uploaded = await fetch(new URL('/files', cms.url), { method: 'POST', body: upload });
    if (uploaded.status !== 403) failures.push(`POST /files (upload) -> ${uploaded.status}`);
    const csv = new FormData();
    csv.append('file', new Blob(['id,name_en\n99,Evil\n'], { type: 'text/csv' }), 'x.csv');
    const imported = await fetch(new URL('/utils/import/restaurants', cms.url), { method: 'POST', body: csv });
    if (imported.status !== 403) failures.push(`POST /utils/import/restaurants -> ${imported.status}`);
    assert.deepEqual(failures, []);
  });

  it('left every record, file, user, permission and schema entry as it was', async () => {
    assert.deepEqual(await snapshot(), before_);
  });
});
