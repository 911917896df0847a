import { describe, expect, it } from 'vitest';
import { createCmsClient } from './client';
import { CmsError } from './errors';

function fakeFetch(respond: (url: URL) => Response | Promise<Response>) {
  const seen: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : input);
    seen.push(url);
    return respond(url);
  };
  return { fetch, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

describe('CMS client', () => {
  it('sends simple cross-origin GETs (only CORS-safelisted headers), so a read needs no preflight', async () => {
    const headersSeen: Headers[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      headersSeen.push(new Headers(init?.headers));
      expect(init?.method ?? 'GET').toBe('GET');
      return json({ data: [] });
    };
    await createCmsClient({ url: 'http://cms.test', timeoutMs: 1000, fetch }).readCollection('menu_items', {
      limit: 1,
    });
    const names = [...headersSeen[0]!.keys()];
    expect(names.every((name) => ['accept', 'accept-language', 'content-language'].includes(name))).toBe(true);
  });

  it('reads items with the query as Directus parameters and unwraps data', async () => {
    const { fetch, seen } = fakeFetch(() => json({ data: [{ id: 1 }, 'junk', { id: 2 }] }));
    const client = createCmsClient({ url: 'http://cms.test/', timeoutMs: 1000, fetch });
    const items = await client.readCollection('menu_items', {
      fields: ['id', 'name_en'],
      filter: { restaurant: { slug: { _eq: 'x' } } },
      limit: 5,
      sort: ['sort'],
    });
    expect(items).toEqual([{ id: 1 }, { id: 2 }]);
    expect(seen[0]!.pathname).toBe('/items/menu_items');
    expect(seen[0]!.searchParams.get('fields')).toBe('id,name_en');
    expect(JSON.parse(seen[0]!.searchParams.get('filter')!)).toEqual({ restaurant: { slug: { _eq: 'x' } } });
    expect(seen[0]!.searchParams.get('limit')).toBe('5');
  });

  it('returns the filter count with the items', async () => {
    const { fetch, seen } = fakeFetch(() => json({ data: [{ id: 1 }], meta: { filter_count: 37 } }));
    const client = createCmsClient({ url: 'http://cms.test', timeoutMs: 1000, fetch });
    expect(await client.readCollectionWithCount('menu_items', { limit: 12, page: 2 })).toEqual({
      items: [{ id: 1 }],
      total: 37,
    });
    expect(seen[0]!.searchParams.get('meta')).toBe('filter_count');
  });

  it('rejects with the first message of an API error list', async () => {
    const { fetch } = fakeFetch(() =>
      json({ errors: [{ message: "You don't have permission to access this." }, { message: 'second' }] }, 403),
    );
    const client = createCmsClient({ url: 'http://cms.test', timeoutMs: 1000, fetch });
    const error = await client.readCollection('restaurants', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ message: "You don't have permission to access this.", status: 403 });
  });

  it('throws a text or HTML error body as its text', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const client = createCmsClient({ url: 'http://cms.test', timeoutMs: 1000, fetch });
    await expect(client.readCollection('restaurants', {})).rejects.toThrow('<h1>502 Bad Gateway</h1>');
  });

  it('turns truncated JSON, non-list data and network failures into CmsError', async () => {
    const truncated = createCmsClient({
      url: 'http://cms.test',
      timeoutMs: 1000,
      fetch: fakeFetch(() => new Response('{"data": [{"id": 1', { headers: { 'Content-Type': 'application/json' } }))
        .fetch,
    });
    await expect(truncated.readCollection('restaurants', {})).rejects.toBeInstanceOf(CmsError);
    const notList = createCmsClient({
      url: 'http://cms.test',
      timeoutMs: 1000,
      fetch: fakeFetch(() => json({ data: { id: 1 } })).fetch,
    });
    await expect(notList.readCollection('restaurants', {})).rejects.toThrow('something other than a list');
    const down = createCmsClient({
      url: 'http://cms.test',
      timeoutMs: 1000,
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(down.readCollection('restaurants', {})).rejects.toThrow('fetch failed');
  });

  it('gives up after the timeout', async () => {
    const slow: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
      );
    const client = createCmsClient({ url: 'http://cms.test', timeoutMs: 20, fetch: slow });
    await expect(client.readCollection('restaurants', {})).rejects.toThrow('CMS request timed out');
  });

  it('refuses core collections and an empty collection name without sending anything', async () => {
    const { fetch, seen } = fakeFetch(() => json({ data: [] }));
    const client = createCmsClient({ url: 'http://cms.test', timeoutMs: 1000, fetch });
    await expect(client.readCollection('directus_users', {})).rejects.toThrow(
      'Cannot use readItems for core collections',
    );
    await expect(client.readCollection('', {})).rejects.toThrow('Collection cannot be empty');
    expect(seen).toHaveLength(0);
  });

  it('builds asset addresses', () => {
    const client = createCmsClient({ url: 'http://cms.test/', timeoutMs: 1000 });
    expect(client.assetUrl('abc-123')).toBe('http://cms.test/assets/abc-123');
  });
});
