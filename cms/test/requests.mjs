// Requests to the CMS as a visitor without a session (no token), or as the site's publisher
// (its static token): the only two kinds of reader the CMS has besides editors.
import assert from 'node:assert/strict';
import { LOCAL_PUBLISHER_TOKEN } from '../scripts/lib/publisher-access.mjs';

/**
 * Helpers for the CMS at `baseUrl()` (a function: the CMS starts after import). With `token`,
 * every request carries it.
 */
export function requests(baseUrl, { token } = {}) {
  /** GET (or `init.method`) of a path with a query object; resolves to { status, body, headers }. */
  async function get(pathname, query = {}, init = {}) {
    const url = new URL(pathname, baseUrl());
    for (const [key, value] of Object.entries(query)) {
      url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const headers = { ...(init.headers ?? {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(url, { ...init, headers });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** Every item of a collection; fails the test on any status but 200. */
  async function items(collection, query) {
    const { status, body } = await get(`/items/${collection}`, { limit: -1, ...query });
    assert.equal(status, 200, `${collection}: ${JSON.stringify(body).slice(0, 300)}`);
    return body.data;
  }

  /** Asserts that a read, create, update and delete is refused (403) on each collection. */
  async function assertRefused(collections, { reads = true } = {}) {
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ name_en: 'x' });
    for (const collection of collections) {
      if (reads) {
        const read = await get(`/items/${collection}`);
        assert.equal(read.status, 403, `read ${collection}`);
        assert.equal(read.body?.data, undefined, `read ${collection}`);
      }
      const create = await get(`/items/${collection}`, {}, { method: 'POST', headers: json, body });
      assert.equal(create.status, 403, `create ${collection}`);
      const update = await get(`/items/${collection}/1`, {}, { method: 'PATCH', headers: json, body });
      assert.equal(update.status, 403, `update ${collection}`);
      const remove = await get(`/items/${collection}/1`, {}, { method: 'DELETE' });
      assert.equal(remove.status, 403, `delete ${collection}`);
    }
  }

  return { get, items, assertRefused };
}

/** An anonymous visitor: may do nothing at all. */
export const anonymous = (baseUrl) => requests(baseUrl);
/** The Site publisher of a local instance: reads the site, writes nothing but its log. */
export const publisher = (baseUrl) => requests(baseUrl, { token: LOCAL_PUBLISHER_TOKEN });
