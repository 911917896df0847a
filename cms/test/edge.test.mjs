// The micro-cache in front of Directus (scripts/edge.mjs), against a small upstream on loopback
// that counts its requests and can answer slowly, with errors or Vary: Origin like Directus.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createEdge, parseDuration } from '../scripts/edge.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An upstream that records every request and answers per path. */
function createUpstream() {
  const calls = [];
  const state = { gone: false };
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const url = new URL(req.url, 'http://upstream');
      calls.push({ method: req.method, path: req.url, headers: req.headers, body });
      counter += 1;
      const origin = req.headers.origin;
      const cors = origin
        ? { 'access-control-allow-origin': origin, vary: 'Origin, Cache-Control' }
        : { vary: 'Origin, Cache-Control' };
      const delay = Number(url.searchParams.get('delay') ?? 0);
      if (delay) await sleep(delay);
      if (url.pathname === '/items/broken') {
        res.writeHead(500, { 'content-type': 'application/json', ...cors });
        res.end(JSON.stringify({ errors: [{ message: 'boom' }], n: counter }));
        return;
      }
      if (url.pathname === '/items/missing' || (url.pathname === '/items/gone' && state.gone)) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ n: counter }));
        return;
      }
      if (url.pathname === '/items/private') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=0' });
        res.end(JSON.stringify({ n: counter }));
        return;
      }
      if (url.pathname === '/items/by-language') {
        res.writeHead(200, { 'content-type': 'application/json', vary: 'Accept-Language' });
        res.end(JSON.stringify({ n: counter, language: req.headers['accept-language'] ?? null }));
        return;
      }
      if (url.pathname === '/items/drip') {
        // Headers at once, then the body never finishes.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"n":');
        return;
      }
      if (req.method === 'POST') {
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ n: counter, echo: body }));
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'no-cache',
        etag: `W/"v${counter}"`,
        ...cors,
      });
      res.end(JSON.stringify({ data: { path: req.url }, n: counter, auth: req.headers.authorization ?? null }));
    });
  });
  return {
    calls,
    state,
    server,
    count: (path) => calls.filter((call) => call.path === path).length,
    listen: () =>
      new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
      ),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function get(base, path, headers = {}, method = 'GET') {
  const response = await fetch(base + path, { method, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined,
  };
}

describe('edge micro-cache', () => {
  const upstream = createUpstream();
  let edge;
  let base;
  before(async () => {
    const upstreamUrl = await upstream.listen();
    edge = createEdge({ upstream: upstreamUrl, ttlMs: 300, timeoutMs: 400 });
    base = await edge.listen(0, '127.0.0.1');
  });
  after(async () => {
    await edge.close();
    await upstream.close();
  });
  beforeEach(() => {
    edge.clear();
    upstream.calls.length = 0;
  });

  test('a repeated anonymous read is answered from memory, with upstream headers kept', async () => {
    const first = await get(base, '/items/dishes?limit=3');
    const second = await get(base, '/items/dishes?limit=3');
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('x-edge-cache'), 'MISS');
    assert.equal(second.headers.get('x-edge-cache'), 'HIT');
    assert.equal(second.text, first.text);
    assert.equal(second.headers.get('content-type'), 'application/json');
    assert.equal(second.headers.get('cache-control'), 'no-cache');
    assert.equal(second.headers.get('vary'), 'Origin, Cache-Control');
    assert.ok(second.headers.get('age') !== null);
    assert.equal(upstream.count('/items/dishes?limit=3'), 1);
    // Another query string is another answer.
    await get(base, '/items/dishes?limit=4');
    assert.equal(upstream.count('/items/dishes?limit=4'), 1);
  });

  test('HEAD shares the GET entry and sends no body', async () => {
    await get(base, '/items/dishes');
    const head = await get(base, '/items/dishes', {}, 'HEAD');
    assert.equal(head.headers.get('x-edge-cache'), 'HIT');
    assert.equal(head.text, '');
    assert.equal(upstream.calls.length, 1);
    assert.equal(upstream.calls[0].method, 'GET');
  });

  test('an answer expires after the TTL and is fetched again', async () => {
    const first = await get(base, '/items/ttl');
    assert.equal((await get(base, '/items/ttl')).headers.get('x-edge-cache'), 'HIT');
    await sleep(350);
    const later = await get(base, '/items/ttl');
    assert.equal(later.headers.get('x-edge-cache'), 'MISS');
    assert.notEqual(later.json.n, first.json.n);
    assert.equal(upstream.count('/items/ttl'), 2);
  });

  // Timing tests with margins of hundreds of milliseconds, so a busy machine cannot flip them.
  const withSlowTtlEdge = async (run) => {
    const upstreamUrl = `http://127.0.0.1:${upstream.server.address().port}`;
    const slow = createEdge({ upstream: upstreamUrl, ttlMs: 2000, refreshAhead: 0.5 }); // refresh from 1000 ms
    try {
      await run(slow, await slow.listen(0, '127.0.0.1'));
    } finally {
      await slow.close();
    }
  };

  test('a key read near the end of its TTL is refreshed in the background and never expires under its readers', async () => {
    await withSlowTtlEdge(async (slow, slowBase) => {
      const started = Date.now();
      const first = await get(slowBase, '/items/busy');
      await sleep(1200);
      const late = await get(slowBase, '/items/busy');
      assert.ok(Date.now() - started < 1800, 'still within the first TTL');
      assert.equal(late.headers.get('x-edge-cache'), 'HIT');
      assert.equal(late.json.n, first.json.n); // the old answer, still within its TTL
      await sleep(1000); // past the first answer's TTL
      assert.equal(upstream.count('/items/busy'), 2); // the first fill and one refresh
      const after = await get(slowBase, '/items/busy');
      assert.equal(after.headers.get('x-edge-cache'), 'HIT');
      assert.notEqual(after.json.n, first.json.n); // the refreshed answer
      assert.equal(slow.stats.misses, 1);
    });
  });

  test('a refresh that finds the record gone drops the stored answer', async () => {
    await withSlowTtlEdge(async (_slow, slowBase) => {
      upstream.state.gone = false;
      await get(slowBase, '/items/gone');
      await sleep(1200);
      upstream.state.gone = true;
      assert.equal((await get(slowBase, '/items/gone')).status, 200); // still within the TTL; refresh starts
      await sleep(200);
      const now = await get(slowBase, '/items/gone');
      assert.equal(now.status, 404);
      upstream.state.gone = false;
    });
  });

  test('concurrent misses for one key make one upstream request', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(base, '/items/slow?delay=100')));
    assert.equal(upstream.count('/items/slow?delay=100'), 1);
    assert.ok(answers.every((answer) => answer.status === 200 && answer.text === answers[0].text));
    assert.equal(answers.filter((answer) => answer.headers.get('x-edge-cache') === 'MISS').length, 20);
  });

  test('errors and other non-200 answers are never stored', async () => {
    for (const path of ['/items/broken', '/items/missing']) {
      const first = await get(base, path);
      const second = await get(base, path);
      assert.notEqual(first.status, 200);
      assert.equal(second.headers.get('x-edge-cache'), 'MISS');
      assert.notEqual(second.json.n, first.json.n);
      assert.equal(upstream.count(path), 2);
    }
    assert.equal(edge.size().entries, 0);
  });

  test('private answers and answers that vary on other headers are not stored', async () => {
    await get(base, '/items/private');
    await get(base, '/items/private');
    assert.equal(upstream.count('/items/private'), 2);
    const ar = await get(base, '/items/by-language', { 'accept-language': 'ar' });
    const en = await get(base, '/items/by-language', { 'accept-language': 'en' });
    assert.equal(ar.json.language, null); // cache fills forward only the key headers
    assert.equal(en.headers.get('x-edge-cache'), 'MISS');
    assert.equal(upstream.count('/items/by-language'), 2);
  });

  test('authenticated requests, cookies, access_token and Range go straight through, unchanged', async () => {
    const withToken = await get(base, '/items/dishes', { authorization: 'Bearer secret' });
    assert.equal(withToken.headers.get('x-edge-cache'), 'BYPASS');
    assert.equal(withToken.json.auth, 'Bearer secret');
    await get(base, '/items/dishes', { authorization: 'Bearer secret' });
    await get(base, '/items/dishes', { cookie: 'directus_session_token=x' });
    await get(base, '/items/dishes?access_token=abc');
    await get(base, '/items/dishes?access_token=abc');
    await get(base, '/items/dishes', { range: 'bytes=0-3' });
    assert.equal(upstream.count('/items/dishes'), 4);
    assert.equal(upstream.count('/items/dishes?access_token=abc'), 2);
    assert.equal(upstream.calls.find((call) => call.headers.cookie).headers.cookie, 'directus_session_token=x');
    assert.equal(edge.size().entries, 0);
    // An anonymous read afterwards is not served an authenticated answer.
    const anonymous = await get(base, '/items/dishes');
    assert.equal(anonymous.json.auth, null);
  });

  test('other paths and methods pass through, POST bodies included', async () => {
    await get(base, '/users/me');
    await get(base, '/users/me');
    assert.equal(upstream.count('/users/me'), 2);
    const body = JSON.stringify({ name: 'x'.repeat(100_000) });
    const response = await fetch(`${base}/items/dishes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const json = await response.json();
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('x-upstream'), 'yes');
    assert.equal(response.headers.get('x-edge-cache'), 'BYPASS');
    assert.equal(json.echo, body);
    const post = upstream.calls.find((call) => call.method === 'POST');
    assert.equal(post.headers['content-type'], 'application/json');
    // A write is never answered from the cache, nor does it fill it.
    assert.equal(edge.size().entries, 0);
  });

  test('Vary: Origin — an answer for one origin is never served to another', async () => {
    const site = await get(base, '/items/menu', { origin: 'https://site.example' });
    const other = await get(base, '/items/menu', { origin: 'https://evil.example' });
    const none = await get(base, '/items/menu');
    assert.equal(site.headers.get('access-control-allow-origin'), 'https://site.example');
    assert.equal(other.headers.get('access-control-allow-origin'), 'https://evil.example');
    assert.equal(other.headers.get('x-edge-cache'), 'MISS');
    assert.equal(none.headers.get('access-control-allow-origin'), null);
    const siteAgain = await get(base, '/items/menu', { origin: 'https://site.example' });
    assert.equal(siteAgain.headers.get('x-edge-cache'), 'HIT');
    assert.equal(siteAgain.headers.get('access-control-allow-origin'), 'https://site.example');
    assert.equal(upstream.count('/items/menu'), 3);
    // Accept is part of the key too; a visitor's Cache-Control is not (and is not forwarded).
    await get(base, '/items/menu', { origin: 'https://site.example', accept: 'text/csv' });
    const noCache = await get(base, '/items/menu', { origin: 'https://site.example', 'cache-control': 'no-cache' });
    assert.equal(noCache.headers.get('x-edge-cache'), 'HIT');
    assert.equal(upstream.count('/items/menu'), 4);
    assert.ok(upstream.calls.every((call) => call.headers['cache-control'] === undefined));
  });

  test('If-None-Match matching the stored ETag gets 304 from memory', async () => {
    const first = await get(base, '/items/etag');
    const etag = first.headers.get('etag');
    const response = await fetch(`${base}/items/etag`, { headers: { 'if-none-match': etag } });
    assert.equal(response.status, 304);
    assert.equal(response.headers.get('x-edge-cache'), 'HIT');
    assert.equal(upstream.count('/items/etag'), 1);
    assert.ok(upstream.calls.every((call) => call.headers['if-none-match'] === undefined));
  });

  test('an upstream that is down gives a quick 502 with a short body', async () => {
    const closed = createUpstream();
    const closedUrl = await closed.listen();
    await closed.close();
    const down = createEdge({ upstream: closedUrl, timeoutMs: 5000 });
    const downBase = await down.listen(0, '127.0.0.1');
    try {
      const started = Date.now();
      const cached = await get(downBase, '/items/dishes');
      const passed = await fetch(`${downBase}/items/dishes`, { method: 'POST', body: '{}' });
      assert.equal(cached.status, 502);
      assert.match(cached.text, /Bad Gateway/);
      assert.ok(cached.text.length < 100);
      assert.equal(passed.status, 502);
      assert.ok(Date.now() - started < 2000, 'answered quickly');
    } finally {
      await down.close();
    }
  });

  test('a slow upstream gives 504 after the timeout, for coalesced waiters and pass-through alike', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(base, '/items/stall?delay=3000')));
    assert.ok(
      answers.every((answer) => answer.status === 504),
      answers.map((a) => a.status).join(),
    );
    assert.match(answers[0].text, /Gateway Timeout/);
    assert.equal(upstream.count('/items/stall?delay=3000'), 1);
    const drip = await get(base, '/items/drip');
    assert.equal(drip.status, 504);
    const slowPost = await fetch(`${base}/items/x?delay=3000`, { method: 'POST', body: '{}' });
    assert.equal(slowPost.status, 504);
    assert.ok(Date.now() - started < 4000, `took ${Date.now() - started} ms`); // each would take ≥ 3 s without the timeout
    // A failed fill is not remembered: the next read asks the CMS again.
    assert.equal(edge.size().entries, 0);
  });

  test('the cache is bounded in entries and bytes, oldest evicted first', async () => {
    const upstreamUrl = `http://127.0.0.1:${upstream.server.address().port}`;
    const small = createEdge({ upstream: upstreamUrl, ttlMs: 60_000, maxEntries: 3 });
    const smallBase = await small.listen(0, '127.0.0.1');
    try {
      for (const n of [1, 2, 3, 4]) await get(smallBase, `/items/e${n}`);
      assert.equal(small.size().entries, 3);
      assert.equal((await get(smallBase, '/items/e1')).headers.get('x-edge-cache'), 'MISS'); // evicted
      assert.equal((await get(smallBase, '/items/e4')).headers.get('x-edge-cache'), 'HIT');
    } finally {
      await small.close();
    }
    const tiny = createEdge({ upstream: upstreamUrl, ttlMs: 60_000, maxBytes: 400 });
    const tinyBase = await tiny.listen(0, '127.0.0.1');
    try {
      for (const n of [1, 2, 3, 4, 5]) await get(tinyBase, `/items/b${n}`);
      assert.ok(tiny.size().bytes <= 400, `${tiny.size().bytes} bytes stored`);
      assert.ok(tiny.size().entries >= 1);
      assert.equal((await get(tinyBase, '/items/b5')).headers.get('x-edge-cache'), 'HIT');
    } finally {
      await tiny.close();
    }
  });

  test('durations parse', () => {
    assert.equal(parseDuration('5s', 1), 5000);
    assert.equal(parseDuration('250ms', 1), 250);
    assert.equal(parseDuration('2', 1), 2000);
    assert.equal(parseDuration('1m', 1), 60_000);
    assert.equal(parseDuration(undefined, 7), 7);
    assert.throws(() => parseDuration('soon', 1));
  });
});
