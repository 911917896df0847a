// The CMS side of publishing, without a running CMS: the Flow that notifies the publisher, the
// publisher's permissions and the import deny list that lets the Flow reach it on loopback.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCAL_IMPORT_DENY_LIST, buildEnv } from '../scripts/lib/config.mjs';
import { contentCollections, publishFlowDefinition } from '../scripts/lib/flows.mjs';
import { coreTierPermissions, siteReadPermissions } from '../scripts/lib/permissions.mjs';
import { PUBLISH_LOG_PERMISSION } from '../scripts/lib/publisher-access.mjs';

describe('publish flow', () => {
  it('fires on every change of site content and files, never on its own log', () => {
    const { flow, operation } = publishFlowDefinition({ url: 'http://127.0.0.1:8060/', secret: 's'.repeat(20) });
    assert.deepEqual(flow.options.scope, ['items.create', 'items.update', 'items.delete', 'files.upload']);
    for (const name of ['restaurants', 'menu_items', 'menu_variants', 'hero_slides', 'reviews', 'directus_files'])
      assert.ok(flow.options.collections.includes(name), name);
    // Publishing writes publish_log: a Flow on it would publish forever.
    assert.ok(!flow.options.collections.includes('publish_log'));
    assert.ok(!flow.options.collections.includes('cms_seed_ledger'));
    assert.equal(flow.options.type, 'action');
    assert.equal(operation.options.url, 'http://127.0.0.1:8060/publish');
    assert.deepEqual(operation.options.headers, [{ header: 'Authorization', value: `Bearer ${'s'.repeat(20)}` }]);
  });

  it('refuses a short secret or an address that is not http(s)', () => {
    assert.throws(() => publishFlowDefinition({ url: 'http://127.0.0.1:8060', secret: 'short' }), /16 characters/);
    assert.throws(() => publishFlowDefinition({ url: 'file:///etc/passwd', secret: 's'.repeat(20) }), /http\(s\)/);
  });

  it('lists the public collections as content', () => {
    assert.deepEqual(contentCollections({ collections: [{ collection: 'a' }, { collection: 'b', public: false }] }), [
      'a',
    ]);
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
  it('lets a CMS on loopback reach 127.0.0.1 (the publisher) and nothing else local', () => {
    const local = buildEnv({ baseEnv: {}, envFile: null });
    assert.equal(local.IMPORT_IP_DENY_LIST, LOCAL_IMPORT_DENY_LIST);
    const list = LOCAL_IMPORT_DENY_LIST.split(',');
    for (const blocked of ['127.0.0.0', '127.0.0.2-127.255.255.255', '10.0.0.0/8', '169.254.0.0/16', '::1'])
      assert.ok(list.includes(blocked), blocked);
    assert.ok(!list.includes('0.0.0.0'));
  });

  it("keeps Directus's default on other addresses, and an explicit list always wins", () => {
    assert.equal(buildEnv({ baseEnv: { CMS_HOST: '0.0.0.0' }, envFile: null }).IMPORT_IP_DENY_LIST, undefined);
    assert.equal(
      buildEnv({ baseEnv: { IMPORT_IP_DENY_LIST: '0.0.0.0' }, envFile: null }).IMPORT_IP_DENY_LIST,
      '0.0.0.0',
    );
  });
});
