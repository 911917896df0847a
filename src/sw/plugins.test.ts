import { describe, expect, it } from 'vitest';
import {
  cachesOfOlderVersions,
  cacheNameOf,
  completeBodyPlugin,
  isComplete,
  isPageAddress,
  offlinePageOf,
} from './plugins';

const willStore = (response: Response) =>
  completeBodyPlugin.cacheWillUpdate!({
    request: new Request('http://site.test/data/menu.json'),
    response,
    event: undefined as never,
    state: undefined,
  });

/** A body that sends `sent` and then breaks, as a connection cut mid-answer does. */
function cutBody(sent: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(sent));
      controller.error(new TypeError('network error'));
    },
  });
}

describe('the cut-off answer plugin of the service worker', () => {
  it('keeps a whole 200, with or without a Content-Length', async () => {
    const body = '{"dishes":[]}';
    const named = new Response(body, { headers: { 'Content-Length': String(body.length) } });
    expect(await willStore(named)).toBe(named);
    const unnamed = new Response(body);
    expect(await willStore(unnamed)).toBe(unnamed);
    // The answer itself can still be read afterwards: the check read a copy.
    expect(await named.text()).toBe(body);
  });

  it('refuses a body shorter than its Content-Length', async () => {
    const response = new Response('{"dishes":[', { headers: { 'Content-Length': '200' } });
    expect(await isComplete(response)).toBe(false);
    expect(await willStore(response)).toBeNull();
  });

  it('refuses a body whose read fails part-way', async () => {
    expect(await willStore(new Response(cutBody('<!doctype html><html><body><main>')))).toBeNull();
  });

  it('does not compare a compressed answer with its decoded length', async () => {
    const response = new Response('{"dishes":[]}', { headers: { 'Content-Length': '9', 'Content-Encoding': 'br' } });
    expect(await isComplete(response)).toBe(true);
  });

  it('refuses every status but 200', async () => {
    for (const status of [201, 204, 206, 404, 500, 503])
      expect(await willStore(new Response(status === 204 ? null : 'x', { status }))).toBeNull();
  });
});

describe('the caches of the service worker', () => {
  it('deletes the caches of older versions, never its own, a newer one’s or other tools’', () => {
    const version = '20261127T061000000Z-abcdef';
    const older = '20261126T000000000Z-123456';
    const newer = '20261127T061000001Z-000000';
    const names = [
      cacheNameOf('pages', version),
      cacheNameOf('data', version),
      `site-precache-v2-http://site.test/-${version}`,
      cacheNameOf('pages', older),
      `site-precache-v2-http://site.test/-${older}`,
      // The next version's, written while its worker installs and this one still answers a tab.
      `site-precache-v2-http://site.test/-${newer}`,
      cacheNameOf('media', newer),
      'site-something-without-a-version',
      'someone-else',
    ];
    expect(cachesOfOlderVersions(names, version)).toEqual([
      cacheNameOf('pages', older),
      `site-precache-v2-http://site.test/-${older}`,
    ]);
  });

  it('shows the offline page of the address’s language', () => {
    expect(offlinePageOf('/shop/cart')).toBe('/offline.html');
    expect(offlinePageOf('/ar')).toBe('/ar/offline.html');
    expect(offlinePageOf('/ar/shop')).toBe('/ar/offline.html');
    expect(offlinePageOf('/archive')).toBe('/offline.html');
  });

  it('tells pages from files', () => {
    for (const page of ['/', '/shop', '/ar/', '/shop/shop-details/12', '/offline.html'])
      expect(isPageAddress(page)).toBe(true);
    for (const file of ['/data/menu.json', '/assets/index-AbCd1234.js', '/media/x/700.webp', '/sw.js'])
      expect(isPageAddress(file)).toBe(false);
  });
});
