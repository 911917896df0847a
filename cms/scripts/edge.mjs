#!/usr/bin/env node
// A micro-cache reverse proxy in front of Directus ("the edge"): what a CDN or an nginx
// `proxy_cache` with a few seconds' validity does, on node:http with no dependencies.
//
//   node scripts/edge.mjs                     # CMS_EDGE_PORT=8056 → CMS_EDGE_UPSTREAM=http://127.0.0.1:8055
//   const edge = createEdge({ upstream: 'http://127.0.0.1:8055', ttlMs: 5000 });
//   await edge.listen(8056, '127.0.0.1'); ... await edge.close();
//
// What it caches: anonymous GET/HEAD reads (no Authorization, no Cookie, no access_token in the
// query, no Range) of public read paths (/items/…, /assets/…, /server/ping) that answered 200
// without Set-Cookie, `private` or `no-store`. Each answer is kept for `ttlMs` (default 5 s), so
// an edit in the CMS shows within that long. The key is the URL (the same for GET and HEAD)
// plus the request headers that change the answer: Accept, Accept-Encoding and Origin (Directus
// reflects the Origin in its CORS headers and says `Vary: Origin`). An answer whose `Vary` names
// another header is not stored, except `Cache-Control`/`Pragma`, which the edge never forwards
// when it fills the cache (it ignores visitors' cache directives, like a CDN does).
// Concurrent misses for one key make one upstream request (request coalescing); the others
// wait for it, at most `timeoutMs`. A key that is read in the last fifth of its TTL is fetched
// again in the background while the old answer is still served (refresh ahead), so a busy key
// never expires under its readers and nothing served is ever older than the TTL. Errors and other non-200 answers are shared with the
// requests that were waiting for that same fill but never stored.
// Everything else (writes, the admin app, authentication, OPTIONS preflights, websockets)
// is passed through unchanged, bodies streamed both ways.
// Upstream down: 502 at once. Upstream silent for `timeoutMs`: 504. Every answer carries
// `X-Edge-Cache: HIT | MISS | BYPASS`.
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
const DEFAULT_PATHS = [/^\/items\//, /^\/assets\//, /^\/server\/ping$/];
const KEY_HEADERS = ['accept', 'accept-encoding', 'origin'];
// Request headers a cache fill never forwards, so an upstream `Vary` on them is satisfied.
const IGNORED_REQUEST_HEADERS = ['cache-control', 'pragma'];

/** Parses "5s", "500ms", "2m" or a plain number of seconds into milliseconds. */
export function parseDuration(value, fallbackMs) {
  if (value === undefined || value === '') return fallbackMs;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/.exec(String(value));
  if (!match) throw new Error(`Not a duration: ${value} (use e.g. 5s, 500ms, 1m)`);
  const number = Number(match[1]);
  return Math.round(match[2] === 'ms' ? number : match[2] === 'm' ? number * 60_000 : number * 1000);
}

function sendError(res, status, message) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = `${status} ${message}\n`;
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-edge-cache': 'ERROR',
  });
  res.end(body);
}

/** Copies a response's headers without hop-by-hop ones (and those named in Connection). */
function endToEndHeaders(headers) {
  const connectionTokens = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || connectionTokens.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * @param {object} options
 * @param {string} options.upstream         Directus's address, e.g. http://127.0.0.1:8055
 * @param {number} [options.ttlMs=5000]     how long an answer is served from memory
 * @param {number} [options.maxEntries=1000]
 * @param {number} [options.maxBytes=67108864]      all stored bodies together (64 MiB)
 * @param {number} [options.maxEntryBytes=8388608]  larger answers are passed through (8 MiB)
 * @param {number} [options.timeoutMs=10000] upstream silence before a 504 (and the longest a
 *                                           coalesced request waits for its fill)
 * @param {RegExp[]} [options.paths]        public read paths that may be cached
 * @param {string} [options.statusHeader='X-Edge-Cache']
 * @param {number} [options.refreshAhead=0.2] a read in the last fifth of an entry's TTL fetches
 *                                            it again in the background (0 turns this off)
 */
export function createEdge({
  upstream,
  ttlMs = 5000,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  maxEntryBytes = 8 * 1024 * 1024,
  timeoutMs = 10_000,
  paths = DEFAULT_PATHS,
  statusHeader = 'X-Edge-Cache',
  refreshAhead = 0.2,
} = {}) {
  if (!upstream) throw new Error('createEdge needs an upstream address, e.g. http://127.0.0.1:8055');
  const target = new URL(upstream);
  if (target.protocol !== 'http:')
    throw new Error(`The edge talks plain http to its upstream (got ${target.protocol})`);
  const statusName = statusHeader.toLowerCase();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 64 });
  const upstreamBase = { hostname: target.hostname, port: target.port || 80, agent };

  /** key → { status, headers, body, etag, storedAt, expires, size } in insertion (age) order */
  const store = new Map();
  let storedBytes = 0;
  /** key → Promise of a fill result, while one upstream request for that key is running */
  const inflight = new Map();
  const stats = {
    hits: 0,
    misses: 0,
    refreshes: 0,
    coalesced: 0,
    bypassed: 0,
    upstreamRequests: 0,
    stored: 0,
    evicted: 0,
  };

  const remove = (key) => {
    const entry = store.get(key);
    if (!entry) return;
    store.delete(key);
    storedBytes -= entry.size;
  };
  const put = (key, entry) => {
    remove(key);
    store.set(key, entry);
    storedBytes += entry.size;
    stats.stored += 1;
    // Evict the oldest entries until both bounds hold (Map iterates in insertion order).
    for (const oldest of store.keys()) {
      if (store.size <= maxEntries && storedBytes <= maxBytes) break;
      remove(oldest);
      stats.evicted += 1;
    }
  };

  function isCacheable(req, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const h = req.headers;
    if (h.authorization || h.cookie || h.range || h.upgrade) return false;
    if (url.searchParams.has('access_token')) return false;
    return paths.some((pattern) => pattern.test(url.pathname));
  }

  function keyOf(req) {
    let key = req.url;
    for (const name of KEY_HEADERS) key += `\n${req.headers[name] ?? ''}`;
    return key;
  }

  /** Can this upstream answer be stored and served to every request with the same key? */
  function storable(status, headers, size) {
    if (status !== 200 || size > maxEntryBytes || headers['set-cookie']) return false;
    const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
    if (/\b(private|no-store)\b/.test(cacheControl)) return false;
    const vary = String(headers.vary ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    return vary.every((name) => KEY_HEADERS.includes(name) || IGNORED_REQUEST_HEADERS.includes(name));
  }

  /**
   * One upstream GET for a cache key. Resolves (never rejects) with
   * { entry } | { error: 502 | 504, message } | { tooLarge: true }.
   */
  function fill(req, key) {
    return new Promise((resolve) => {
      stats.upstreamRequests += 1;
      const headers = { host: req.headers.host ?? target.host };
      for (const name of KEY_HEADERS) if (req.headers[name] !== undefined) headers[name] = req.headers[name];
      addForwarded(headers, req);
      let settled = false;
      const finish = (result) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(result);
      };
      const upstreamReq = http.request({ ...upstreamBase, method: 'GET', path: req.url, headers }, (upstreamRes) => {
        const chunks = [];
        let size = 0;
        upstreamRes.on('data', (chunk) => {
          size += chunk.length;
          if (size > maxEntryBytes) {
            upstreamReq.destroy();
            finish({ tooLarge: true });
            return;
          }
          chunks.push(chunk);
        });
        upstreamRes.on('end', () => {
          const body = Buffer.concat(chunks, size);
          const responseHeaders = endToEndHeaders(upstreamRes.headers);
          delete responseHeaders['content-length'];
          const now = Date.now();
          const entry = {
            status: upstreamRes.statusCode ?? 502,
            headers: responseHeaders,
            body,
            etag: typeof responseHeaders.etag === 'string' ? responseHeaders.etag : undefined,
            storedAt: now,
            expires: now + ttlMs,
            refreshAt: now + ttlMs * (1 - refreshAhead),
            size: body.length + key.length,
          };
          if (ttlMs > 0 && storable(entry.status, responseHeaders, body.length)) put(key, entry);
          else remove(key); // e.g. a background refresh of a record that is gone now
          finish({ entry });
        });
        const broken = () => finish({ error: 502, message: 'Bad Gateway: the CMS closed the connection' });
        upstreamRes.on('error', broken);
        upstreamRes.on('close', () => {
          if (!upstreamRes.complete) broken();
        });
      });
      // A total deadline: a CMS that drips its answer must not pin the waiting requests.
      const deadline = setTimeout(() => {
        upstreamReq.destroy();
        finish({ error: 504, message: 'Gateway Timeout: the CMS did not answer in time' });
      }, timeoutMs);
      upstreamReq.on('error', () => finish({ error: 502, message: 'Bad Gateway: the CMS is not reachable' }));
      upstreamReq.end();
    });
  }

  function addForwarded(headers, req) {
    const remote = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = prior ? `${prior}, ${remote}` : remote;
    if (!req.headers['x-forwarded-proto']) headers['x-forwarded-proto'] = 'http';
    else headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'];
    if (req.headers.host && !req.headers['x-forwarded-host']) headers['x-forwarded-host'] = req.headers.host;
  }

  function serveEntry(req, res, entry, state) {
    const headers = { ...entry.headers, [statusName]: state };
    if (state === 'HIT') headers.age = String(Math.floor((Date.now() - entry.storedAt) / 1000));
    if (entry.status === 200 && etagMatches(req.headers['if-none-match'], entry.etag)) {
      delete headers['content-type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['content-length'] = String(entry.body.length);
    res.writeHead(entry.status, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(entry.body);
  }

  async function handleCacheable(req, res) {
    const key = keyOf(req);
    const cached = store.get(key);
    if (cached) {
      const now = Date.now();
      if (cached.expires > now) {
        stats.hits += 1;
        // Refresh ahead: a key still being read near the end of its TTL is fetched again in the
        // background, so busy reads never all wait for the CMS at once when it expires.
        if (now >= cached.refreshAt && !inflight.has(key)) {
          stats.refreshes += 1;
          inflight.set(
            key,
            fill(req, key).finally(() => inflight.delete(key)),
          );
        }
        serveEntry(req, res, cached, 'HIT');
        return;
      }
      remove(key);
    }
    let pending = inflight.get(key);
    if (pending) {
      stats.coalesced += 1;
    } else {
      stats.misses += 1;
      pending = fill(req, key).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    const result = await pending;
    if (res.destroyed) return;
    if (result.entry) serveEntry(req, res, result.entry, 'MISS');
    else if (result.tooLarge) passThrough(req, res);
    else sendError(res, result.error, result.message);
  }

  function passThrough(req, res) {
    stats.bypassed += 1;
    const headers = endToEndHeaders(req.headers);
    addForwarded(headers, req);
    const upstreamReq = http.request({ ...upstreamBase, method: req.method, path: req.url, headers }, (upstreamRes) => {
      const responseHeaders = endToEndHeaders(upstreamRes.headers);
      responseHeaders[statusName] = 'BYPASS';
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, responseHeaders);
      upstreamRes.pipe(res);
      upstreamRes.on('error', () => res.destroy());
      upstreamRes.on('close', () => {
        if (!upstreamRes.complete) res.destroy();
      });
    });
    // Idle timeout: no byte from the CMS for timeoutMs (long downloads that keep flowing are fine).
    upstreamReq.setTimeout(timeoutMs, () => {
      upstreamReq.destroy();
      sendError(res, 504, 'Gateway Timeout: the CMS did not answer in time');
    });
    upstreamReq.on('error', () => sendError(res, 502, 'Bad Gateway: the CMS is not reachable'));
    // If the visitor goes away first, stop the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    req.pipe(upstreamReq);
  }

  const server = http.createServer((req, res) => {
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://edge.invalid');
    } catch {
      sendError(res, 400, 'Bad Request');
      return;
    }
    if (isCacheable(req, url)) {
      handleCacheable(req, res).catch(() => sendError(res, 502, 'Bad Gateway'));
    } else {
      passThrough(req, res);
    }
  });
  server.keepAliveTimeout = 65_000;

  // Websockets (Directus's /websocket, when enabled): tunnel the upgraded connection as is.
  server.on('upgrade', (req, socket, head) => {
    const headers = { ...req.headers };
    addForwarded(headers, req);
    const upstreamReq = http.request({
      hostname: target.hostname,
      port: target.port || 80,
      method: req.method,
      path: req.url,
      headers,
    });
    upstreamReq.setTimeout(timeoutMs, () => upstreamReq.destroy());
    upstreamReq.on('upgrade', (upstreamRes, upstreamSocket, upstreamHead) => {
      upstreamReq.setTimeout(0);
      let head101 = `HTTP/1.1 ${upstreamRes.statusCode} ${upstreamRes.statusMessage}\r\n`;
      for (let i = 0; i < upstreamRes.rawHeaders.length; i += 2)
        head101 += `${upstreamRes.rawHeaders[i]}: ${upstreamRes.rawHeaders[i + 1]}\r\n`;
      socket.write(`${head101}\r\n`);
      if (upstreamHead.length) socket.write(upstreamHead);
      if (head.length) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('error', () => upstreamSocket.destroy());
    });
    upstreamReq.on('response', (upstreamRes) => {
      // The CMS refused the upgrade: relay its answer and close.
      socket.end(`HTTP/1.1 ${upstreamRes.statusCode} ${upstreamRes.statusMessage}\r\nconnection: close\r\n\r\n`);
      upstreamRes.resume();
    });
    upstreamReq.on('error', () =>
      socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n'),
    );
    socket.on('error', () => upstreamReq.destroy());
    upstreamReq.end();
  });

  return {
    server,
    stats,
    /** Number of stored answers and their bytes. */
    size: () => ({ entries: store.size, bytes: storedBytes }),
    clear: () => {
      store.clear();
      storedBytes = 0;
    },
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          resolve(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      });
    },
  };
}

// CLI: `npm run edge` (in cms/) or `node cms/scripts/edge.mjs`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env;
  const upstream = env.CMS_EDGE_UPSTREAM ?? `http://127.0.0.1:${env.CMS_PORT ?? env.PORT ?? 8055}`;
  const port = Number(env.CMS_EDGE_PORT ?? 8056);
  const host = env.CMS_EDGE_HOST ?? '127.0.0.1';
  const edge = createEdge({
    upstream,
    ttlMs: parseDuration(env.CMS_EDGE_TTL, 5000),
    timeoutMs: parseDuration(env.CMS_EDGE_TIMEOUT, 10_000),
    maxEntries: Number(env.CMS_EDGE_MAX_ENTRIES ?? 1000),
    maxBytes: Number(env.CMS_EDGE_MAX_MB ?? 64) * 1024 * 1024,
    refreshAhead: Number(env.CMS_EDGE_REFRESH_AHEAD ?? 0.2),
  });
  const url = await edge.listen(port, host);
  console.log(`[edge] ${url} → ${upstream} (cache TTL ${parseDuration(env.CMS_EDGE_TTL, 5000)} ms)`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await edge.close();
      process.exit(0);
    });
  }
}
