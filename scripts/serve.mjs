#!/usr/bin/env node
/**
 * Production server for the built site (dist/): static files with long-lived caching for
 * hashed assets, index.html for every route (the router shows its own 404 page), and the
 * security headers every response should carry.
 *
 *   node scripts/serve.mjs [--dir dist] [--port 4173] [--host 127.0.0.1]
 */
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

/** Map embeds are the only third-party frames the site shows (sanitised in src/data/normalize/mapEmbed.ts). */
const MAP_FRAME_SOURCES = ['https://www.google.com/maps/', 'https://maps.google.com/'];

/**
 * The site's Content-Security-Policy: scripts only from the site itself (no inline, no eval),
 * images, media and data reads from the site and the CMS, frames from the site and Google Maps,
 * and nobody else may frame the site.
 */
export function contentSecurityPolicy(cmsOrigin) {
  const cms = cmsOrigin ? ` ${cmsOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${cms}`,
    "font-src 'self'",
    `connect-src 'self'${cms}`,
    `media-src 'self'${cms}`,
    `frame-src 'self' ${MAP_FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(cmsOrigin) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(cmsOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

function readCmsOrigin(root) {
  try {
    const meta = JSON.parse(readFileSync(join(root, 'site-meta.json'), 'utf8'));
    return typeof meta.cmsOrigin === 'string' && /^https?:\/\/[^\s;'"]+$/.test(meta.cmsOrigin) ? meta.cmsOrigin : undefined;
  } catch {
    return undefined;
  }
}

export function createSiteServer({ dir }) {
  const root = resolve(dir);
  let headers;
  return createServer(async (req, res) => {
    // Read on the first request, so a server created before the build still finds site-meta.json.
    const BASE_HEADERS = (headers ??= securityHeaders(readCmsOrigin(root)));
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...BASE_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, BASE_HEADERS).end('Bad request');
      return;
    }
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403, BASE_HEADERS).end('Forbidden');
      return;
    }
    const send = async (path, status = 200) => {
      const info = await stat(path);
      const hashed = path.includes(`${sep}assets${sep}`) && /-[A-Za-z0-9_-]{8,}\.(js|css)$/.test(path);
      res.writeHead(status, {
        ...BASE_HEADERS,
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : extname(path) === '.html' ? 'no-cache' : 'public, max-age=3600',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(path).pipe(res);
    };
    try {
      const info = await stat(file);
      if (info.isFile()) return await send(file);
      if (info.isDirectory()) {
        const index = join(file, 'index.html');
        if ((await stat(index).catch(() => null))?.isFile()) return await send(index);
      }
    } catch {
      // fall through
    }
    // Unknown file with an extension: a real 404. Anything else is a route for the app.
    if (extname(pathname)) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    try {
      await send(join(root, 'index.html'));
    } catch {
      res.writeHead(500, BASE_HEADERS).end('The site has not been built: run npm run build');
    }
  });
}

export function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dir = option('dir', 'dist');
  const port = Number(option('port', process.env.PORT ?? 4173));
  const host = option('host', process.env.HOST ?? '127.0.0.1');
  const server = createSiteServer({ dir });
  await listen(server, port, host);
  console.log(`Site: http://${host}:${port}/ (serving ${dir})`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
