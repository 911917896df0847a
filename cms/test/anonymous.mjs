// Requests as an anonymous visitor: no token, the way a browser without a session asks.
import assert from 'node:assert/strict';

/** The anonymous helpers for the CMS at `baseUrl()` (a function: the CMS starts after import). */
export function anonymous(baseUrl) {
  /** GET (or `init.method`) of a path with a query object; resolves to { status, body, headers }. */
  async function anon(pathname, query = {}, init = {}) {
    const url = new URL(pathname, baseUrl());
    for (const [key, value] of Object.entries(query)) {
      url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const response = await fetch(url, init);
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** Every item of a collection an anonymous visitor may read; fails the test on any other status. */
  async function anonItems(collection, query) {
    const { status, body } = await anon(`/items/${collection}`, { limit: -1, ...query });
    assert.equal(status, 200, `${collection}: ${JSON.stringify(body).slice(0, 300)}`);
    return body.data;
  }

  /** Asserts that an anonymous create, update and delete is refused (403) on each collection. */
  async function assertNoAnonymousWrites(collections) {
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ name_en: 'x' });
    for (const collection of collections) {
      const create = await anon(`/items/${collection}`, {}, { method: 'POST', headers: json, body });
      assert.equal(create.status, 403, `create ${collection}`);
      const update = await anon(`/items/${collection}/1`, {}, { method: 'PATCH', headers: json, body });
      assert.equal(update.status, 403, `update ${collection}`);
      const remove = await anon(`/items/${collection}/1`, {}, { method: 'DELETE' });
      assert.equal(remove.status, 403, `delete ${collection}`);
    }
  }

  return { anon, anonItems, assertNoAnonymousWrites };
}
