/**
 * A fault-injecting proxy on loopback in front of the real CMS, for the failing-CMS tests.
 * Modes: pass (pass-through), down (connections destroyed), slow (answers after `delayMs`),
 * error500 (JSON errors), html (an HTML error page), truncated (the real JSON cut in half) and
 * garbage (the real records with nulls, wrong types and missing relations). `only` narrows the
 * fault to the requests it matches (one read of a publish); the others pass.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultMode = 'pass' | 'down' | 'slow' | 'error500' | 'html' | 'truncated' | 'garbage';

export interface FaultProxy {
  url: string;
  /** The Authorization header of every item read seen (`anonymous` for none). */
  itemReadCredentials: Set<string>;
  mode: FaultMode;
  delayMs: number;
  /** The requests the mode applies to (path and query); null: every request. */
  only: ((url: URL) => boolean) | null;
  close: () => Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
};

/** Every scalar swapped for a wrong type or null, relations dropped or broken, by a fixed rule. */
export function mangle(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v, i) => (i % 3 === 2 ? null : mangle(v, depth + 1)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    let i = 0;
    for (const [key, v] of Object.entries(value)) {
      i++;
      if (key === 'data' && depth === 0) {
        out[key] = mangle(v, depth + 1);
        continue;
      }
      if (i % 4 === 0) continue; // missing field or relation
      if (Array.isArray(v) || (v && typeof v === 'object')) out[key] = i % 2 ? 'not-a-relation' : mangle(v, depth + 1);
      else if (typeof v === 'string') out[key] = i % 3 === 0 ? null : i % 3 === 1 ? 12345 : { en: v };
      else if (typeof v === 'number') out[key] = i % 2 ? 'NaN' : null;
      else if (typeof v === 'boolean') out[key] = 'yes';
      else out[key] = [v];
    }
    return out;
  }
  return value;
}

async function forward(target: string, req: IncomingMessage): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  return fetch(new URL(req.url ?? '/', target), { method: req.method, headers });
}

export async function startFaultProxy(target: string, port: number): Promise<FaultProxy> {
  const state = { mode: 'pass' as FaultMode, delayMs: 9_000, only: null as ((url: URL) => boolean) | null };
  const itemReadCredentials = new Set<string>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url?.startsWith('/items/'))
      itemReadCredentials.add(req.headers.authorization ?? 'anonymous');
    const mode = !state.only || state.only(new URL(req.url ?? '/', 'http://proxy.invalid')) ? state.mode : 'pass';
    if (mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    if (mode === 'slow') await new Promise((r) => setTimeout(r, state.delayMs));
    if (mode === 'error500') {
      res
        .writeHead(500, { ...CORS, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ errors: [{ message: 'Internal Server Error', extensions: { code: 'INTERNAL' } }] }));
      return;
    }
    if (mode === 'html') {
      res
        .writeHead(502, { ...CORS, 'Content-Type': 'text/html' })
        .end('<html><body><h1>502 Bad Gateway</h1><p>Internal error</p></body></html>');
      return;
    }
    let upstream: Response;
    try {
      upstream = await forward(target, req);
    } catch {
      res.writeHead(502, CORS).end();
      return;
    }
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const body = Buffer.from(await upstream.arrayBuffer());
    if (mode === 'truncated' && type.includes('json')) {
      res
        .writeHead(upstream.status, { ...CORS, 'Content-Type': type })
        .end(body.subarray(0, Math.floor(body.length / 2)));
      return;
    }
    if (mode === 'garbage' && type.includes('json')) {
      let mangled = body.toString();
      try {
        mangled = JSON.stringify(mangle(JSON.parse(mangled)));
      } catch {
        // not JSON after all: pass it on
      }
      res.writeHead(upstream.status, { ...CORS, 'Content-Type': type }).end(mangled);
      return;
    }
    res.writeHead(upstream.status, { ...CORS, 'Content-Type': type }).end(body);
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    itemReadCredentials,
    get mode() {
      return state.mode;
    },
    set mode(mode: FaultMode) {
      state.mode = mode;
    },
    get only() {
      return state.only;
    },
    set only(match: ((url: URL) => boolean) | null) {
      state.only = match;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
