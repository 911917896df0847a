/**
 * The publisher as a service: publishes once on start, then again whenever the CMS says that
 * content changed (POST /publish on loopback, with the shared secret as a bearer token).
 * Changes are coalesced by the queue (publish/queue.ts); one publish runs at a time.
 *
 *   POST /publish   Authorization: Bearer <PUBLISH_SECRET>   body (optional, ≤ 64 KB):
 *                   {"event":"items.update","collection":"menu_items","keys":["12"]}
 *                   -> 202 {"queued": true}
 *   POST /publish?wait=1   the same, but answers once the queue has drained (a deploy script,
 *                   the end-to-end tests): 200 {"current": "<id>"}, or 502 {"error": "…"}
 *   GET  /status    -> {"ok": true | false, "current": "<version id>" | null}: whether the last
 *                   publish went through, and the live version. With the secret as a bearer token
 *                   it adds "lastError" ("…" | null), which can name the post-publish command and
 *                   quote the end of its output: not for anyone else on the machine.
 *   GET  /preview/…  one page rendered on demand for the CMS's Live Preview, behind the editor's
 *                   Directus session (publish/preview.ts), with the app's files and images it uses.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { buildApp, type AppBuild } from './build-site.ts';
import { MEDIA_CACHE, publishVersion, worthRetrying, type PublishedVersion } from './pipeline.ts';
import { createPreviewHandler, type PreviewRequest, type SitePreviewRequest } from './preview.ts';
import type { GateOptions } from './preview-gate.ts';
import { renderPreview } from './preview-render.ts';
import { InvalidContentError } from './validate.ts';
import { precompress } from './precompress.ts';
import { withPublishLock } from './lock.ts';
import { createPublishLog } from './log.ts';
import { failedSummary, publishedSummary, recordToFix } from './summary.ts';
import { createPublishQueue } from './queue.ts';
import { createTimings, formatTimings, type Timings } from './timings.ts';
import { createVersionStore, type VersionInfo, type VersionStore } from './versions.ts';

export interface PublisherOptions {
  root: string;
  secret: string;
  host?: string;
  port?: number;
  quietMs?: number;
  log?: (line: string) => void;
  /**
   * The CMS and the Site publisher's token: every read of a publish is made with that token, and
   * each publish is logged there. Without it, reads use PUBLISHER_TOKEN (or the local instance's)
   * and nothing is logged.
   */
  cms?: { url: string; token: string };
  /** What one publish does (tests give a stand-in); by default publishVersion with the kept build. */
  publish?: (store: VersionStore, trigger: string, timings: Timings) => Promise<PublishedVersion>;
  /**
   * Runs after each publish with the new live version's folder, for example to ship it to a
   * static host or CDN (publish/after.ts, PUBLISH_AFTER). A failure is logged as a failed publish.
   */
  afterPublish?: (info: VersionInfo, dir: string) => Promise<void>;
  /** The waits before each retry of a failed publish (default 1 s, 3 s, 9 s; tests give shorter). */
  retryDelaysMs?: readonly number[];
  /**
   * Live Preview (publish/preview.ts), on whenever `cms` is given: the name of Directus's session
   * cookie (SESSION_COOKIE_NAME, default directus_session_token), and what renders a preview's
   * page (tests give a stand-in; by default the kept build's prerender steps).
   */
  preview?: {
    cookieName?: string;
    render?: (request: PreviewRequest | SitePreviewRequest) => Promise<string>;
    /** The CMS as editors' browsers reach it (CMS_PUBLIC_URL), when not cms.url: it alone may frame previews. */
    cmsPublicUrl?: string;
    /** The limits on strangers' session checks (publish/preview-gate.ts). */
    gate?: Partial<GateOptions>;
  };
}

export interface Publisher {
  url: string;
  /** Queues a publish and resolves when the queue has drained. */
  publishNow: (trigger: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * Resolves with why, when the server fails or closes after it started without close() being
   * called (npm start then says so and starts another: scripts/start/supervise.ts).
   */
  failed: Promise<string>;
}

const MAX_BODY = 64 * 1024;

/**
 * How long the CMS must be quiet before a publish starts. One save sends its notices within a
 * few milliseconds (the record, its relations), so 100 ms still makes one publish of them, and
 * a lone save waits no longer than that; a longer burst is still coalesced, at most one publish
 * behind it (publish/queue.ts).
 */
export const QUIET_MS = 100;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a request carries the shared secret as its bearer token. */
function hasSecret(req: IncomingMessage, secret: string): boolean {
  const auth = req.headers.authorization ?? '';
  return auth.startsWith('Bearer ') && sameSecret(auth.slice(7), secret);
}

/** "items.update menu_items 12, 13" from a notice's body; the bare word when it says nothing useful. */
export function triggerOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'cms';
  const { event, collection, keys, key } = body as Record<string, unknown>;
  // A template with nothing to fill renders as "undefined" in Directus; that names nothing.
  const word = (value: unknown) =>
    typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) && value !== 'undefined' && value !== 'null' ? value : '';
  const ids = [...(Array.isArray(keys) ? (keys as unknown[]) : [keys]), key]
    .map((key) => (typeof key === 'number' ? String(key) : word(key)))
    .filter(Boolean)
    .slice(0, 10);
  return ['cms:', word(event), word(collection), ids.join(', ')].filter(Boolean).join(' ') || 'cms';
}

/**
 * A publish's triggers as one short line for the console: a burst of saves (a seed, an import,
 * the notices held while the publisher was away) names dozens of collections and ids, which the
 * publish log sums up in words (publish/summary.ts); the console keeps the first of them.
 */
export function briefly(trigger: string, max = 160): string {
  if (trigger.length <= max) return trigger;
  const parts = trigger.split('; ');
  let kept = '';
  let count = 0;
  for (const part of parts) {
    const next = kept ? `${kept}; ${part}` : part;
    if (next.length > max) break;
    kept = next;
    count += 1;
  }
  if (count === 0) return `${trigger.slice(0, max - 1)}…`;
  return `${kept}; and ${parts.length - count} more`;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function startPublisher(options: PublisherOptions): Promise<Publisher> {
  const { root, secret, host = '127.0.0.1', port = 8060, quietMs = QUIET_MS } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  if (secret.length < 16) throw new Error('the publish secret must be at least 16 characters');
  const store = createVersionStore(root);
  // The app is built once, on the first publish, and every later publish only prerenders.
  let app: Promise<AppBuild> | null = null;
  const keptApp = async () => {
    // The app's files are compressed once, at brotli's best, and copied into every version.
    app ??= buildApp({ outDir: join(root, '.app') }).then(async (built) => {
      await precompress(join(built.clientDir, 'assets'));
      return built;
    });
    return app.catch((error: unknown) => {
      app = null;
      throw error;
    });
  };
  const publish =
    options.publish ??
    (async (into: VersionStore, trigger: string, timings: Timings) =>
      publishVersion(into, trigger, { app: await keptApp(), token: options.cms?.token, timings }));
  const preview = options.cms
    ? createPreviewHandler({
        cmsUrl: options.cms.url,
        cmsPublicUrl: options.preview?.cmsPublicUrl,
        cookieName: options.preview?.cookieName,
        gate: options.preview?.gate,
        mediaCache: join(root, MEDIA_CACHE),
        // The app's files, once a publish or a preview has built it.
        appDir: async () => (app ? ((await app.catch(() => null))?.clientDir ?? null) : null),
        log,
        render:
          options.preview?.render ??
          (async (request) =>
            renderPreview(request, {
              app: await keptApp(),
              token: options.cms?.token,
              mediaCache: join(root, MEDIA_CACHE),
              log,
            })),
      })
    : null;
  const publishLog = options.cms ? createPublishLog(options.cms, log) : null;
  let lastError: string | null = null;
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const queue = createPublishQueue(
    async (triggers, { waitedMs }) => {
      const started = Date.now();
      const trigger = triggers.join('; ');
      const timings = createTimings();
      timings.add('wait', waitedMs);
      const info = await withPublishLock(root, () => publish(store, trigger, timings));
      if (options.afterPublish) {
        try {
          await options.afterPublish(info, join(root, 'versions', info.id));
        } catch (error) {
          throw new Error(`${info.id} is live here, but the post-publish command failed: ${reason(error)}`);
        }
      }
      lastError = null;
      const duration = Date.now() - started;
      // Where the time went, step by step (publish/timings.ts); npm run bench:publish reads it back.
      log(
        `[publish] ${info.id}: ${info.pages} pages (${info.rendered ?? info.pages} rendered) in ` +
          `${(duration / 1000).toFixed(1)} s (${briefly(info.trigger)}); ` +
          formatTimings({ ...timings.steps(), total: duration }),
      );
      const summary = publishedSummary(
        triggers,
        { updated: info.rendered ?? info.pages, durationMs: duration },
        (collection, key) => info.names?.[`${collection}:${key}`],
      );
      await publishLog?.write({
        status: 'published',
        trigger,
        version: info.id,
        pages: info.pages,
        duration_ms: duration,
        summary_en: summary.en,
        summary_ar: summary.ar,
        ...(info.notes?.length ? { message: info.notes.join('\n') } : {}),
      });
    },
    {
      quietMs,
      // A busy lock or a CMS that did not answer may heal: tried again (publish/queue.ts).
      retryDelaysMs: options.retryDelaysMs,
      retryable: worthRetrying,
      onRetry: (error, { delayMs, attempt, of }) =>
        log(
          `[publish] publish failed (${reason(error)}); retrying in ${delayMs >= 1000 ? `${delayMs / 1000} s` : `${delayMs} ms`}, attempt ${attempt} of ${of}`,
        ),
      onError: async (error, { triggers, startedAt }) => {
        lastError = reason(error);
        log(`[publish] failed, the live version was kept: ${lastError}`);
        const trigger = triggers.join('; ');
        // A value the site refuses is named in both languages (publish/validate.ts).
        const said = error instanceof InvalidContentError ? error.reason : lastError;
        const summary = failedSummary(triggers, { reason: said, adminUrl: options.cms?.url });
        await publishLog?.write({
          status: 'failed',
          trigger,
          duration_ms: Date.now() - startedAt,
          message: typeof said === 'string' ? said : `${said.en}\n${said.ar}`,
          summary_en: summary.en,
          summary_ar: summary.ar,
          record: recordToFix(triggers, error instanceof InvalidContentError ? error.problems : []),
        });
      },
    },
  );

  const server: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      if (res.headersSent) return void res.end();
      res
        .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(body));
    };
    // Nothing a request brings (an address that does not parse, a file that went away) may throw
    // out of here: an error no one handles would stop the publisher.
    const failed = (error: unknown) => {
      log(`[publisher] ${req.method} ${req.url}: ${reason(error)}`);
      reply(500, { error: 'internal error' });
    };
    try {
      const url = new URL(req.url ?? '/', 'http://publisher.invalid');
      const path = url.pathname;
      if (preview && (path === '/preview' || path.startsWith('/preview/'))) {
        preview(req, res, url).catch(failed);
        return;
      }
      if (path === '/status' && req.method === 'GET') {
        // Without the secret: only whether publishing works, and the live version.
        const trusted = hasSecret(req, secret);
        store
          .current()
          .then((current) => reply(200, { ok: lastError === null, current, ...(trusted ? { lastError } : {}) }))
          .catch(failed);
        return;
      }
      if (path !== '/publish') return reply(404, { error: 'not found' });
      if (req.method !== 'POST') return reply(405, { error: 'use POST' });
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), secret)) return reply(401, { error: 'bad secret' });
      readBody(req)
        .then(
          async (body) => {
            queue.request(triggerOf(body));
            if (url.searchParams.get('wait') !== '1') return reply(202, { queued: true });
            await queue.idle();
            if (lastError) reply(502, { error: lastError });
            else reply(200, { current: await store.current() });
          },
          () => reply(413, { error: 'body too large' }),
        )
        .catch(failed);
    } catch (error) {
      failed(error);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  let closing = false;
  const failed = new Promise<string>((resolve) => {
    server.on('error', (error) => {
      resolve(`its server failed: ${error.message}`);
      server.close();
    });
    server.once('close', () => {
      if (!closing) resolve('its server closed');
    });
  });

  return {
    url,
    async publishNow(trigger) {
      queue.request(trigger);
      await queue.idle();
      if (lastError) throw new Error(lastError);
    },
    failed,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.close();
      await store.pruned();
      if (app) await (await app.catch(() => null))?.dispose();
    },
  };
}
