// The CMS side of publishing: the notice hook that tells the publisher of every save (cms/extensions),
// the publisher's permissions, and Directus's own import deny list, which keeps editors'
// imports from a URL off this machine's services. The last part runs a real Directus (port 8185).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { adminToken, createClient } from '../scripts/lib/api.mjs';
import { EXTENSIONS_DIR, buildEnv } from '../scripts/lib/config.mjs';
import { startCms } from '../scripts/lib/instance.mjs';
import { PUBLISH_FLOW_NAME, contentCollections, publishNoticeEnv } from '../scripts/lib/publish-notice.mjs';
import { coreTierPermissions, siteReadPermissions } from '../scripts/lib/permissions.mjs';
import { PUBLISH_LOG_PERMISSION } from '../scripts/lib/publisher-access.mjs';
import { DEFAULT_MODULE_BAR, withVisualEditor, withVisualEditorUrl } from '../scripts/lib/admin.mjs';
import { previewBase, previewFrameEnv, previewUrlTemplate, visualEditorUrl } from '../scripts/lib/preview.mjs';
import { applySchema, loadModel } from '../scripts/lib/schema.mjs';

describe('live preview', () => {
  it('points at PREVIEW_URL, else at the publisher, and lets the admin app frame it', () => {
    assert.equal(previewBase({ PUBLISHER_URL: 'http://127.0.0.1:8060/' }), 'http://127.0.0.1:8060');
    assert.equal(
      previewBase({ PUBLISHER_URL: 'http://127.0.0.1:8060', PREVIEW_URL: 'https://cms.example.com' }),
      'https://cms.example.com',
    );
    assert.equal(previewBase({}), null);
    assert.throws(() => previewBase({ PREVIEW_URL: 'javascript:alert(1)' }), /http/);
    assert.equal(
      previewUrlTemplate('http://127.0.0.1:8060', 'menu_items'),
      'http://127.0.0.1:8060/preview/menu_items/{{id}}',
    );
    assert.deepEqual(previewFrameEnv({ PREVIEW_URL: 'https://cms.example.com/site' }), {
      CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: "'self',https://cms.example.com",
    });
    assert.deepEqual(previewFrameEnv({}), {});
    assert.deepEqual(
      previewFrameEnv({ PUBLISHER_URL: 'http://127.0.0.1:8060', CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: 'x' }),
      {},
    );
  });

  it('is set on the dishes, the restaurant and the home page collections', () => {
    const previewed = loadModel()
      .collections.filter((c) => c.preview)
      .map((c) => c.collection);
    assert.deepEqual(previewed.sort(), [
      'hero_slides',
      'menu_items',
      'menu_services',
      'offer_items',
      'restaurants',
      'reviews',
      'team',
    ]);
  });
});

describe('visual editor', () => {
  it('turns the module on in any module bar, after Content when it is missing, the rest kept', () => {
    assert.equal(withVisualEditor(null), DEFAULT_MODULE_BAR);
    assert.deepEqual(
      DEFAULT_MODULE_BAR.filter((entry) => entry.enabled).map((entry) => entry.id),
      ['content', 'visual', 'users', 'files', 'insights', 'flows', 'docs', 'settings'],
    );
    const own = [
      { type: 'module', id: 'content', enabled: true },
      { type: 'module', id: 'visual', enabled: false },
      { type: 'module', id: 'files', enabled: false },
    ];
    assert.deepEqual(withVisualEditor(own), [own[0], { ...own[1], enabled: true }, own[2]]);
    assert.deepEqual(
      withVisualEditor([own[0], own[2]]).map((entry) => entry.id),
      ['content', 'visual', 'files'],
    );
  });

  it("opens the publisher's preview of the site, replacing an earlier publisher's, keeping an admin's own", () => {
    assert.equal(visualEditorUrl('http://127.0.0.1:8060'), 'http://127.0.0.1:8060/preview/site/');
    assert.deepEqual(withVisualEditorUrl(null, 'http://127.0.0.1:8060'), [
      { url: 'http://127.0.0.1:8060/preview/site/' },
    ]);
    assert.deepEqual(
      withVisualEditorUrl(
        [{ url: 'http://127.0.0.1:9999/preview/site/' }, { url: 'https://staging.example.com/' }],
        'https://cms.example.com',
      ),
      [{ url: 'https://cms.example.com/preview/site/' }, { url: 'https://staging.example.com/' }],
    );
  });
});

describe('publish notice', () => {
  it('watches every public collection and the junctions of its lists, never its own log', () => {
    const collections = contentCollections();
    for (const name of ['restaurants', 'menu_items', 'menu_variants', 'hero_slides', 'reviews', 'menu_items_files'])
      assert.ok(collections.includes(name), name);
    // Publishing writes publish_log: a notice on it would publish forever.
    assert.ok(!collections.includes('publish_log'));
    assert.ok(!collections.includes('cms_seed_ledger'));
  });

  it('refuses a short secret or an address that is not http(s)', () => {
    assert.deepEqual(publishNoticeEnv({ url: 'http://127.0.0.1:8060', secret: 's'.repeat(20) }), {
      PUBLISHER_URL: 'http://127.0.0.1:8060',
      PUBLISH_SECRET: 's'.repeat(20),
    });
    assert.throws(() => publishNoticeEnv({ url: 'http://127.0.0.1:8060', secret: 'short' }), /16 characters/);
    assert.throws(() => publishNoticeEnv({ url: 'file:///etc/passwd', secret: 's'.repeat(20) }), /http\(s\)/);
  });
});

describe('publisher access', () => {
  it('reads the site and writes the publish log, and nothing else', () => {
    for (const permissions of [
      [...siteReadPermissions(), PUBLISH_LOG_PERMISSION],
      [...coreTierPermissions(siteReadPermissions()), PUBLISH_LOG_PERMISSION],
    ]) {
      assert.ok(
        permissions.every((p) => p.action === 'read' || (p.action === 'create' && p.collection === 'publish_log')),
      );
      assert.ok(permissions.some((p) => p.action === 'read' && p.collection === 'menu_items'));
      assert.ok(permissions.some((p) => p.action === 'read' && p.collection === 'directus_files'));
      assert.ok(!permissions.some((p) => p.collection === 'directus_users' || p.collection === 'cms_seed_ledger'));
    }
  });
});

describe('import deny list', () => {
  it("is Directus's own, on loopback and everywhere else, and an explicit list wins", () => {
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0'])
      assert.equal(buildEnv({ baseEnv: { CMS_HOST: host }, envFile: null }).IMPORT_IP_DENY_LIST, undefined, host);
    assert.equal(
      buildEnv({ baseEnv: { IMPORT_IP_DENY_LIST: '0.0.0.0' }, envFile: null }).IMPORT_IP_DENY_LIST,
      '0.0.0.0',
    );
  });

  it("loads the repository's extensions unless told otherwise, and refuses to start without them", () => {
    const env = buildEnv({ baseEnv: {}, envFile: null });
    assert.equal(env.EXTENSIONS_PATH, EXTENSIONS_DIR);
    assert.equal(env.EXTENSIONS_MUST_LOAD, 'true');
    assert.ok(existsSync(path.join(EXTENSIONS_DIR, 'directus-extension-publish-notice', 'package.json')));
    assert.equal(
      buildEnv({ baseEnv: { EXTENSIONS_PATH: '/srv/extensions' }, envFile: null }).EXTENSIONS_PATH,
      '/srv/extensions',
    );
  });
});

// A real Directus with the notice hook, and a stand-in publisher on loopback beside it.
describe('with a running CMS', () => {
  const PORT = 8185;
  const DATA_DIR = 'cms/.test-data/publishing';
  const SECRET = 'publishing-test-secret-4f1c9a7e';
  /** What the stand-in publisher received: { method, url, authorization, body }. */
  const received = [];
  let standIn;
  let standInUrl;
  let cms;
  let admin;

  const start = ({ fresh = false } = {}) =>
    startCms({
      port: PORT,
      dataDir: DATA_DIR,
      fresh,
      quiet: true,
      seed: false,
      publisher: { url: standInUrl, secret: SECRET },
    });
  const notices = () => received.filter((r) => r.method === 'POST' && r.url === '/publish');
  /** Whether a notice's keys name the record (Directus gives a key as a number or a string). */
  const names = (body, id) => Array.isArray(body?.keys) && body.keys.map(String).includes(String(id));
  /** Waits until a notice matching `test` has arrived; returns it. */
  async function noticeOf(test) {
    for (const since = Date.now(); Date.now() - since < 10_000; await new Promise((r) => setTimeout(r, 100))) {
      const found = notices().find((notice) => test(notice.body));
      if (found) return found;
    }
    assert.fail(`no such notice; received ${JSON.stringify(notices().map((n) => n.body))}`);
  }
  const png = (color) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer();
  const form = async (color, name) => {
    const data = new FormData();
    data.append('file', new Blob([await png(color)], { type: 'image/png' }), name);
    return data;
  };

  before(
    async () => {
      standIn = createServer((req, res) => {
        let text = '';
        req.on('data', (chunk) => (text += chunk));
        req.on('end', () => {
          let body = null;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
          if (req.url === '/status') {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ current: 'a-version-only-this-machine-may-read', lastError: null }));
          } else {
            res.writeHead(202, { 'content-type': 'application/json' });
            res.end('{"queued":true}');
          }
        });
      });
      await new Promise((resolve) => standIn.listen(0, '127.0.0.1', resolve));
      standInUrl = `http://127.0.0.1:${standIn.address().port}`;
      cms = await start({ fresh: true });
      admin = createClient(cms.url, await adminToken(cms.url, cms.adminEmail, cms.adminPassword));
    },
    { timeout: 240_000 },
  );

  after(async () => {
    await cms?.stop();
    await new Promise((resolve) => (standIn ? standIn.close(resolve) : resolve()));
  });

  it("points each preview collection's Live Preview at the publisher, which the admin app may frame", async () => {
    for (const collection of ['menu_items', 'restaurants', 'hero_slides']) {
      const { meta } = await admin.get(`/collections/${collection}`);
      assert.equal(meta.preview_url, `${standInUrl}/preview/${collection}/{{id}}`, collection);
    }
    const { meta } = await admin.get('/collections/publish_log');
    assert.equal(meta.preview_url ?? null, null);
    const page = await fetch(`${cms.url}/admin/`);
    const policy = page.headers.get('content-security-policy') ?? '';
    assert.match(policy, new RegExp(`frame-src 'self' ${standInUrl.replace(/[.]/g, '\\.')}(;|$)`), policy);
  });

  it("turns the Visual Editor on at the publisher's preview for the manager, once", async () => {
    const settings = await admin.get('/settings', { fields: ['module_bar', 'visual_editor_urls'] });
    assert.deepEqual(settings.visual_editor_urls, [{ url: `${standInUrl}/preview/site/` }]);
    assert.equal(settings.module_bar.find((entry) => entry.id === 'visual')?.enabled, true);
    // The manager's admin app reads both (its minimal app access does), and may edit in place.
    const manager = createClient(cms.url, await adminToken(cms.url, cms.managerEmail, cms.managerPassword));
    const seen = await manager.get('/settings', { fields: ['module_bar', 'visual_editor_urls'] });
    assert.deepEqual(seen.visual_editor_urls, settings.visual_editor_urls);
    assert.equal(seen.module_bar.find((entry) => entry.id === 'visual')?.enabled, true);
    // The setup again changes nothing of it.
    const changes = await applySchema(admin, { log: () => {}, previewBase: standInUrl });
    assert.ok(!changes.includes('visual editor'), changes.join(', '));
    assert.deepEqual(await admin.get('/settings', { fields: ['module_bar', 'visual_editor_urls'] }), settings);
  });

  it("refuses an admin's import from a URL of this machine, the publisher's status included", async () => {
    const files = async () => (await admin.get('/files', { fields: ['id'], limit: -1 })).length;
    const before = await files();
    for (const url of [`${standInUrl}/status`, `http://localhost:${standIn.address().port}/status`]) {
      await assert.rejects(admin.post('/files/import', { url }), (error) => error.status >= 400, url);
    }
    assert.equal(await files(), before, 'no file was created');
    assert.ok(!received.some((r) => r.url === '/status'), 'the publisher was never asked');
  });

  it('tells the publisher of every save of content and files, with the secret, and not of its log', async () => {
    const category = await admin.post('/items/menu_categories', { name_en: 'Notice test', slug: 'notice-test' });
    await admin.patch(`/items/menu_categories/${category.id}`, { name_ar: 'اختبار' });
    const updated = await noticeOf(
      (b) => b?.event === 'items.update' && b.collection === 'menu_categories' && names(b, category.id),
    );
    assert.equal(updated.authorization, `Bearer ${SECRET}`);
    await admin.delete(`/items/menu_categories/${category.id}`);
    await noticeOf((b) => b?.event === 'items.delete' && names(b, category.id));

    const file = await admin.upload(await form('#c0392b', 'red.png'));
    await noticeOf((b) => b?.event === 'files.upload' && names(b, file.id));
    // A replaced file (new content under the same id) and changed details.
    const uploads = () => notices().filter((n) => n.body?.event === 'files.upload').length;
    const uploadsBefore = uploads();
    await admin.request('PATCH', `/files/${file.id}`, { form: await form('#27ae60', 'green.png') });
    await noticeOf(() => uploads() > uploadsBefore);
    await admin.patch(`/files/${file.id}`, { title: 'A new title' });
    await noticeOf((b) => b?.event === 'files.update' && b.collection === 'directus_files' && names(b, file.id));
    await admin.delete(`/files/${file.id}`);
    const deleted = await noticeOf((b) => b?.event === 'files.delete' && names(b, file.id));
    assert.equal(deleted.authorization, `Bearer ${SECRET}`);

    const count = notices().length;
    await admin.post('/items/publish_log', { status: 'published', trigger: 'test', version: 'v' });
    await new Promise((r) => setTimeout(r, 1_000));
    assert.equal(notices().length, count, 'writing the publish log notifies nobody');
    assert.ok(notices().every((n) => n.authorization === `Bearer ${SECRET}`));
  });

  it('tells the publisher of every other way an editor changes content in the admin app', async () => {
    // A drag in a list with a sort handle: the admin app calls /utils/sort, which emits items.sort only.
    const slides = [];
    for (const title of ['One', 'Two', 'Three'])
      slides.push(await admin.post('/items/hero_slides', { title_en: title }));
    await admin.post('/utils/sort/hero_slides', { item: slides[2].id, to: slides[0].id });
    await noticeOf((b) => b?.event === 'items.sort' && b.collection === 'hero_slides' && names(b, slides[2].id));

    // Batch edit: several rows selected and edited at once is one update of all their keys.
    await admin.patch('/items/hero_slides', { keys: slides.map((s) => s.id), data: { subtitle_en: 'Batch' } });
    await noticeOf(
      (b) => b?.event === 'items.update' && b.collection === 'hero_slides' && slides.every((s) => names(b, s.id)),
    );

    // Duplicate: the admin app saves a copy as a new item.
    const { id: _id, ...copy } = await admin.get(`/items/hero_slides/${slides[0].id}`);
    const duplicate = await admin.post('/items/hero_slides', copy);
    await noticeOf((b) => b?.event === 'items.create' && b.collection === 'hero_slides' && names(b, duplicate.id));

    // Import from a CSV file (the list's Import): each imported row, once the import is done.
    const csv = new FormData();
    csv.append('file', new Blob(['name_en,slug\nImported,imported-notice\n'], { type: 'text/csv' }), 'rows.csv');
    await admin.request('POST', '/utils/import/menu_categories', { form: csv });
    const [imported] = await admin.get('/items/menu_categories', { filter: { slug: { _eq: 'imported-notice' } } });
    await noticeOf((b) => b?.event === 'items.create' && b.collection === 'menu_categories' && names(b, imported.id));

    // Revert to a revision (the item's Revisions sidebar): an update back to the saved values.
    const updates = () => notices().filter((n) => n.body?.event === 'items.update' && names(n.body, slides[1].id));
    const changed = updates().length;
    await admin.patch(`/items/hero_slides/${slides[1].id}`, { title_en: 'Changed' });
    await noticeOf(() => updates().length > changed);
    const [revision] = await admin.get('/revisions', {
      filter: { collection: { _eq: 'hero_slides' }, item: { _eq: String(slides[1].id) } },
      sort: ['id'],
      limit: 1,
    });
    const before = updates().length;
    await admin.post(`/utils/revert/${revision.id}`);
    await noticeOf(() => updates().length > before);
    assert.equal((await admin.get(`/items/hero_slides/${slides[1].id}`)).title_en, 'Two');
  });

  it('holds the notices of saves made while the publisher is away, and sends them once it answers', async () => {
    const port = standIn.address().port;
    const logFile = path.join(cms.dataDir, 'directus.log');
    const logged = readFileSync(logFile, 'utf8').length;
    await new Promise((resolve) => {
      standIn.close(resolve);
      standIn.closeAllConnections();
    });
    // Record ids can be used again after a delete: only what arrives from now on counts.
    const earlier = received.length;
    const later = (test) => (body) => received.slice(earlier).some((r) => r.body === body) && test(body);
    try {
      const category = await admin.post('/items/menu_categories', { name_en: 'While away', slug: 'while-away' });
      await admin.patch(`/items/menu_categories/${category.id}`, { name_ar: 'أثناء الغياب' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      assert.equal(received.length, earlier, 'nothing could have arrived yet');
      await new Promise((resolve) => standIn.listen(port, '127.0.0.1', resolve));
      await noticeOf(later((b) => b?.event === 'items.create' && names(b, category.id)));
      await noticeOf(later((b) => b?.event === 'items.update' && names(b, category.id)));
      const log = readFileSync(logFile, 'utf8').slice(logged);
      assert.doesNotMatch(log, /publish notice/, 'a publisher that is away for seconds is no warning');
    } finally {
      if (!standIn.listening) await new Promise((resolve) => standIn.listen(port, '127.0.0.1', resolve));
    }
  });

  it('keeps the secret out of Flows, operations, revisions and activity', async () => {
    for (const pathname of ['/flows', '/operations', '/revisions', '/activity', '/settings', '/extensions']) {
      const body = JSON.stringify(await admin.get(pathname, { limit: -1 }));
      assert.ok(!body.includes(SECRET), `${pathname} holds the secret`);
    }
  });

  it('removes the Flow an earlier setup created when the setup runs again', async () => {
    const flow = await admin.post('/flows', {
      name: PUBLISH_FLOW_NAME,
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', scope: ['items.update'], collections: ['menu_categories'] },
    });
    const operation = await admin.post('/operations', {
      flow: flow.id,
      key: 'notify_publisher',
      type: 'request',
      position_x: 19,
      position_y: 1,
      options: {
        method: 'POST',
        url: `${standInUrl}/publish`,
        headers: [{ header: 'Authorization', value: 'Bearer old' }],
      },
    });
    await admin.patch(`/flows/${flow.id}`, { operation: operation.id });
    await cms.stop();
    cms = await start();
    admin = createClient(cms.url, await adminToken(cms.url, cms.adminEmail, cms.adminPassword));
    assert.deepEqual(await admin.get('/flows', { filter: { name: { _eq: PUBLISH_FLOW_NAME } } }), []);
    assert.deepEqual(await admin.get('/operations', { filter: { key: { _eq: 'notify_publisher' } } }), []);
  });
});
