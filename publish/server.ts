/**
 * The publisher as a service: publishes every site of the list once on start, then again
 * whenever a CMS says that content changed (POST /publish on loopback, with that CMS's notice
 * secret as a bearer token), each site only when the change touches it (publish/select-sites.ts).
 * Each site publishes one version at a time, and sites publish independently (publish/jobs.ts).
 *
 *   POST /publish   Authorization: Bearer <the CMS's notice secret>   body (optional, ≤ 64 KB):
 *                   {"event":"items.update","collection":"menu_items","keys":["12"]}
 *                   -> 202 {"queued": true}; the sites it touches are chosen and queued at once.
 *                   {"sites": ["cedar-grill"]} publishes those sites of that CMS whatever changed;
 *                   a body that names no record publishes every site of that CMS.
 *   POST /publish?wait=1   the same, but answers once those sites' publishes are done (a deploy
 *                   script, the end-to-end tests): 200 {"current": "<id of the first>",
 *                   "sites": {"<slug>": "<id>"}}, or 502 {"error": "…"}
 *   GET  /status    -> {"ok", "current", "sites": {"<slug>": {"ok", "current"}}}: whether each
 *                   site's last publish went through, and its live version ("current" is the first
 *                   site's). With a notice secret as a bearer token it adds each "lastError", which
 *                   can name the post-publish command and quote the end of its output.
 *   GET  /preview/…  one page rendered on demand for the CMS's Live Preview, behind the editor's
 *                   Directus session (publish/preview.ts), on the site of the item's restaurant.
 */
import { timingSafeEqual } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { appDir, clearStaleApps } from '../build/publish-dir.ts';
import { loadSiteConfig } from '../build/site-config.ts';
import { LOCAL_PUBLISHER_TOKEN } from '../cms/scripts/lib/publisher-access.mjs';
import { createCmsClient, type CmsClient } from '../src/data/client.ts';
import { buildApp, type AppBuild } from './build-site.ts';
import { createLocalJobs, type PublishJobs, type RunPublish } from './jobs.ts';
import { createPostgresJobs, type PostgresJobsOptions } from './pg-jobs.ts';
import { hostsRoot, moveSingleSiteVersions, siteRoot, writeHostLinks } from './layout.ts';
import { writeFileList } from './file-list.ts';
import { MEDIA_CACHE, publishVersion, worthRetrying, type PublishedVersion } from './pipeline.ts';
import { createPreviewHandler, type PreviewRequest, type SitePreviewRequest } from './preview.ts';
import type { GateOptions } from './preview-gate.ts';
import { renderPreview } from './preview-render.ts';
import { InvalidContentError } from './validate.ts';
import { precompress } from './precompress.ts';
import { createPublishLog, type PublishLog, type PublishLogEntry } from './log.ts';
import { ownersOf } from './owners.ts';
import { noticeOf, selectSites } from './select-sites.ts';
import {
  cmsGroups,
  credentialProblems,
  DEFAULT_SESSION_COOKIE,
  siteSpecs,
  type CmsAccess,
  type PublishSite,
  type SiteInput,
} from './sites.ts';
import { failedSummary, publishedSummary, recordToFix } from './summary.ts';
import { publishedScheme, publishedThemes, sitesToCarry } from './themes.ts';
import { createPrecedence, type PublishTurn } from './precedence.ts';
import { createTimings, formatTimings, type Timings } from './timings.ts';
import { readUsage } from './usage.ts';
import { createVersionStore, type VersionInfo, type VersionStore } from './versions.ts';

/** A notice that chooses this many sites or more republishes them as large from the start (publish/precedence.ts). */
export const BROAD_SITES = 3;

export interface PublisherOptions {
  /** The published folder (PUBLISH_DIR): each site's versions, the host links, the shared images and app. */
  root: string;
  /** The sites to publish (publish/sites.ts); one without a CMS of its own reads the default CMS. */
  sites: readonly SiteInput[];
  /** The default CMS's notice secret (at least 16 characters). */
  secret?: string;
  host?: string;
  port?: number;
  quietMs?: number;
  log?: (line: string) => void;
  /**
   * The default CMS and its Site publisher's token: every read of a publish of its sites is made
   * with that token, and each publish is logged there. Without it, reads go to site.config.json's
   * CMS (CMS_URL) with PUBLISHER_TOKEN (or the local instance's), and nothing is logged. A site
   * with a CMS of its own is always logged there.
   */
  cms?: { url: string; token: string };
  /** What one publish does (tests give a stand-in); by default publishVersion with the kept build. */
  publish?: (
    store: VersionStore,
    trigger: string,
    timings: Timings,
    site: PublishSite,
    turn: PublishTurn,
  ) => Promise<PublishedVersion>;
  /**
   * Runs after each publish with the new live version's folder, for example to ship it to a
   * static host or CDN (publish/after.ts, PUBLISH_AFTER). A failure is logged as a failed publish.
   */
  afterPublish?: (info: VersionInfo, dir: string, site: PublishSite) => Promise<void>;
  /** The waits before each retry of a failed publish (default 1 s, 3 s, 9 s; tests give shorter). */
  retryDelaysMs?: readonly number[];
  /**
   * Where publishes wait and run: by default in this process, each site's publish under its lock
   * file (publish/jobs.ts); with `postgres`, in a PostgreSQL job queue every publisher of the
   * installation shares (publish/pg-jobs.ts), where retries follow pg-boss's backoff and
   * `retryDelaysMs` only counts them.
   */
  queue?: Pick<PostgresJobsOptions, 'leaseSeconds' | 'maintenanceSeconds' | 'pollSeconds'> & { postgres: string };
  /**
   * Whose the records a notice names are, asked of the CMS that sent it (publish/owners.ts);
   * tests give a stand-in.
   */
  owners?: (
    cms: CmsAccess,
    collection: string,
    keys: readonly (string | number)[],
  ) => Promise<ReadonlySet<string> | null>;
  /**
   * Live Preview (publish/preview.ts), on for each CMS with a token: the name of its Directus
   * session cookie (SESSION_COOKIE_NAME, default directus_session_token; each CMS of one
   * publisher names its own), and what renders a preview's page (tests give a stand-in).
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
  /**
   * Takes a new site list: publishes the sites that are new or changed (their address, words or
   * CMS), none of the others, and stops publishing those no longer listed (their versions stay).
   * Rejects, changing nothing, a list it cannot serve.
   */
  updateSites: (sites: readonly SiteInput[]) => Promise<{ added: string[]; changed: string[]; removed: string[] }>;
  /** Each site's live version id (null before its first publish), by slug. */
  current: () => Promise<Record<string, string | null>>;
  /** Publishes the sites named (every site when none is) and resolves when they are done; throws naming a failure. */
  publishNow: (trigger: string, sites?: readonly string[]) => Promise<void>;
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

/** The bearer token of a request, or ''. */
const bearerOf = (req: IncomingMessage) => {
  const auth = req.headers.authorization ?? '';
  return auth.startsWith('Bearer ') ? auth.slice(7) : '';
};

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

/** The sites a notice's body names directly (`"sites": [...]` or `"site": "…"`), or null when it names none. */
function namedSites(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { site, sites } = body as Record<string, unknown>;
  const named: unknown[] = [
    ...(Array.isArray(sites) ? (sites as unknown[]) : []),
    ...(typeof site === 'string' ? [site] : []),
  ];
  return named.length > 0 ? named.filter((name): name is string => typeof name === 'string') : null;
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

/** What the service keeps of one site. */
interface SiteState {
  site: PublishSite;
  store: VersionStore;
  lastError: string | null;
  /** Where its publishes are logged (its CMS), when that CMS was given. */
  log: PublishLog | null;
  /** Its restaurant's record id, once known: the log entries name the site by it. */
  restaurant: string | null;
  /** The records its live version was made from, read once per version. */
  usage: { version: string | null; records: Promise<ReadonlySet<string>> } | null;
}

export async function startPublisher(options: PublisherOptions): Promise<Publisher> {
  const { root, host = '127.0.0.1', port = 8060, quietMs = QUIET_MS } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  // The default CMS: the one given, else site.config.json's, read with PUBLISHER_TOKEN.
  const given = options.cms;
  const defaultCms: CmsAccess = {
    url: given?.url ?? loadSiteConfig().cms.url,
    token: given?.token ?? process.env.PUBLISHER_TOKEN ?? LOCAL_PUBLISHER_TOKEN,
    secret: options.secret ?? '',
    sessionCookie: options.preview?.cookieName ?? process.env.SESSION_COOKIE_NAME ?? DEFAULT_SESSION_COOKIE,
  };
  const mediaCache = join(root, MEDIA_CACHE);
  const timeoutMs = loadSiteConfig().cms.timeoutMs;

  /**
   * The sites published, and what the service keeps of each: the list, the CMSs with their
   * clients, and each site's state. A new list (publisher.updateSites) replaces it whole; a site
   * kept keeps its state.
   */
  interface Roster {
    sites: PublishSite[];
    slugs: string[];
    groups: (ReturnType<typeof cmsGroups>[number] & { logged: boolean; client: CmsClient })[];
    states: Map<string, SiteState>;
  }
  const rosterOf = async (inputs: readonly SiteInput[], before?: Roster): Promise<Roster> => {
    const sites = siteSpecs(inputs, defaultCms);
    if (sites.length === 0) throw new Error('the publisher was given no site to publish');
    const problems = credentialProblems(sites, (url) => (url === defaultCms.url ? 'the publish secret' : 'its secret'));
    if (problems.length > 0) throw new Error(problems.join('; '));
    const slugs = sites.map((site) => site.slug);
    if (new Set(slugs).size !== slugs.length) throw new Error(`a site is listed twice: ${slugs.join(', ')}`);
    const hosts = sites.map((site) => site.host);
    const shared = hosts.find((host, index) => hosts.indexOf(host) !== index);
    if (shared) throw new Error(`two sites have the host name ${shared}: each needs one of its own`);
    // An installation that published one site before there were several keeps its versions.
    if (sites.length === 1 && (await moveSingleSiteVersions(root, sites[0]!.slug)))
      log(`[publish] moved the versions of ${sites[0]!.slug} into ${siteRoot(root, sites[0]!.slug)}`);
    // The web servers serve each site at its host name (publish/layout.ts).
    await writeHostLinks(root, sites);
    const groups = cmsGroups(sites).map((group) => ({
      ...group,
      /** Logged there when the CMS's token was given (the default CMS's only with options.cms). */
      logged: group.cms.url !== defaultCms.url || given !== undefined,
      client: createCmsClient({ url: group.cms.url, token: group.cms.token, timeoutMs }),
    }));
    const states = new Map<string, SiteState>(
      sites.map((site) => {
        const group = groups.find((g) => g.cms.url === site.cms.url)!;
        const kept = before?.states.get(site.slug);
        return [
          site.slug,
          {
            restaurant: null,
            usage: null,
            lastError: null,
            ...kept,
            site,
            store: kept?.store ?? createVersionStore(siteRoot(root, site.slug)),
            log: group.logged ? createPublishLog(site.cms, log) : null,
          },
        ];
      }),
    );
    return { sites, slugs, groups, states };
  };
  let roster = await rosterOf(options.sites);
  /** A site's state; a site taken off the list keeps its last one for a publish under way. */
  const left = new Map<string, SiteState>();
  const stateOf = (slug: string) => roster.states.get(slug) ?? left.get(slug)!;

  // The app is built once, on the first publish of any site, and every later publish only prerenders.
  let app: Promise<AppBuild> | null = null;
  // The builds of this machine's publishers that were killed before they could remove theirs.
  const cleared = clearStaleApps(root).catch((error: unknown) =>
    log(`[publish] old app builds could not be removed: ${String(error)}`),
  );
  const keptApp = async () => {
    await cleared;
    // The app's files are compressed once, at brotli's best, and copied into every version.
    app ??= buildApp({ outDir: appDir(root) }).then(async (built) => {
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
    (async (into: VersionStore, trigger: string, timings: Timings, site: PublishSite, turn: PublishTurn) => {
      // The schemes of the installation's other restaurants, for its data/themes.json.
      const others = roster.slugs.filter((slug) => slug !== site.slug);
      const themes = {
        published: await publishedThemes(root, others),
        sameCms: others.filter((slug) => stateOf(slug).site.cms.url === site.cms.url),
      };
      return publishVersion(into, trigger, { app: await keptApp(), site, themes, mediaCache, timings, turn });
    });

  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  /** The site's restaurant's record id, for its log entries: known from its publishes, else asked once. */
  const restaurantOf = async (state: SiteState): Promise<string | null> => {
    if (state.restaurant) return state.restaurant;
    const group = roster.groups.find((g) => g.cms.url === state.site.cms.url);
    if (!group) return null;
    const [row] = await group.client
      .readCollection('restaurants', { fields: ['id'], filter: { slug: { _eq: state.site.slug } }, limit: 1 })
      .catch(() => []);
    const id = row?.id;
    state.restaurant = typeof id === 'number' || typeof id === 'string' ? String(id) : null;
    return state.restaurant;
  };
  const writeLog = async (state: SiteState, entry: PublishLogEntry) => {
    if (!state.log) return;
    const restaurant = await restaurantOf(state);
    await state.log.write({ ...entry, ...(restaurant ? { restaurant } : {}) });
  };

  // A dish saved on one site goes first, between pages, of another site's full republish.
  const precedence = createPrecedence();
  const runPublish: RunPublish = async (slug, triggers, { waitedMs, broad }) => {
    const state = stateOf(slug);
    const { site } = state;
    const started = Date.now();
    const trigger = triggers.join('; ');
    const timings = createTimings();
    timings.add('wait', waitedMs);
    const before = await publishedScheme(root, slug);
    const previous = await state.store.current();
    // One of many sites a single change republishes: large from its start (publish/precedence.ts).
    const turn = precedence.begin({ broad });
    const info = await publish(state.store, trigger, timings, site, turn).finally(turn.end);
    if (options.afterPublish) {
      const versions = join(siteRoot(root, slug), 'versions');
      try {
        // Shipped elsewhere, the version goes live there only once every file of this list has
        // arrived (publish/receive.ts); files linked from the previous version keep their hashes.
        await writeFileList(join(versions, info.id), info.id, previous ? join(versions, previous) : undefined);
        await options.afterPublish(info, join(versions, info.id), site);
      } catch (error) {
        throw new Error(`${info.id} is live here, but the post-publish command failed: ${reason(error)}`);
      }
    }
    state.lastError = null;
    if (info.restaurant?.id) state.restaurant = info.restaurant.id;
    const duration = Date.now() - started;
    // Where the time went, step by step (publish/timings.ts); npm run bench:publish reads it back.
    log(
      `[publish] ${slug}/${info.id}: ${info.pages} pages (${info.rendered ?? info.pages} rendered) in ` +
        `${(duration / 1000).toFixed(1)} s (${briefly(info.trigger)}); ` +
        formatTimings({ ...timings.steps(), total: duration }),
    );
    const summary = publishedSummary(
      triggers,
      { updated: info.rendered ?? info.pages, durationMs: duration },
      (collection, key) => info.names?.[`${collection}:${key}`],
    );
    await writeLog(state, {
      status: 'published',
      trigger,
      version: info.id,
      pages: info.pages,
      duration_ms: duration,
      summary_en: summary.en,
      summary_ar: summary.ar,
      ...(info.notes?.length ? { message: info.notes.join('\n') } : {}),
    });
    // The other sites carry this restaurant's colours for themeChange (publish/themes.ts).
    if (info.scheme !== undefined) {
      const others = roster.sites.filter((other) => other.slug !== slug);
      for (const other of sitesToCarry(before, info.scheme, others)) jobs.request(other, `theme: ${slug}`);
    }
  };

  const hooks: Pick<PostgresJobsOptions, 'retryable' | 'onRetry' | 'onError'> = {
    // A busy lock or a CMS that did not answer may heal: tried again (publish/queue.ts).
    retryable: worthRetrying,
    onRetry: (slug, error, { delayMs, attempt, of }) =>
      log(
        `[publish] ${slug}: publish failed (${reason(error)}); retrying in ${delayMs >= 1000 ? `${delayMs / 1000} s` : `${delayMs} ms`}, attempt ${attempt} of ${of}`,
      ),
    onError: async (slug, error, { triggers, startedAt }) => {
      const state = stateOf(slug);
      state.lastError = reason(error);
      log(`[publish] ${slug}: failed, the live version was kept: ${state.lastError}`);
      const trigger = triggers.join('; ');
      // A value the site refuses is named in both languages (publish/validate.ts).
      const said = error instanceof InvalidContentError ? error.reason : state.lastError;
      const summary = failedSummary(triggers, { reason: said, adminUrl: state.site.cms.url });
      await writeLog(state, {
        status: 'failed',
        trigger,
        duration_ms: Date.now() - startedAt,
        message: typeof said === 'string' ? said : `${said.en}\n${said.ar}`,
        summary_en: summary.en,
        summary_ar: summary.ar,
        record: recordToFix(triggers, error instanceof InvalidContentError ? error.problems : []),
      });
    },
  };
  // A shared queue's job is taken only by a publisher ready to publish it: the app is built first,
  // so no job's lease runs while it builds.
  if (options.queue && !options.publish) await keptApp();
  // runPublish asks `jobs` only once a publish ends, long after it is assigned here.
  const jobs: PublishJobs = options.queue
    ? await createPostgresJobs(runPublish, {
        ...hooks,
        connectionString: options.queue.postgres,
        leaseSeconds: options.queue.leaseSeconds,
        maintenanceSeconds: options.queue.maintenanceSeconds,
        pollSeconds: options.queue.pollSeconds,
        sites: roster.slugs,
        quietMs,
        retries: options.retryDelaysMs?.length,
        log,
      })
    : createLocalJobs(runPublish, {
        ...hooks,
        lockRoot: (slug) => siteRoot(root, slug),
        quietMs,
        retryDelaysMs: options.retryDelaysMs,
      });

  /** The records a site's live version was made from, read again only when its version changes. */
  const usedBy = async (slug: string): Promise<ReadonlySet<string>> => {
    const state = stateOf(slug);
    const version = await state.store.current();
    if (state.usage?.version !== version)
      state.usage = {
        version,
        records: version ? readUsage(join(siteRoot(root, slug), 'current')) : Promise.resolve(new Set()),
      };
    return state.usage.records;
  };

  // Live Preview, one per CMS: each checks its own editors' sessions, by its own cookie.
  const previewsOf = (groups: Roster['groups']) =>
    groups.map((group) =>
      createPreviewHandler({
        cmsUrl: group.cms.url,
        cookieName: group.cms.sessionCookie,
        // Only the default CMS has a public address other than its own here (CMS_PUBLIC_URL).
        cmsPublicUrl: group.cms.url === defaultCms.url ? options.preview?.cmsPublicUrl : undefined,
        gate: options.preview?.gate,
        mediaCache,
        sites: group.sites.map((site) => site.slug),
        // The app's files, once a publish or a preview has built it.
        appDir: async () => (app ? ((await app.catch(() => null))?.clientDir ?? null) : null),
        log,
        render:
          options.preview?.render ??
          (async (request) =>
            renderPreview(request, {
              app: await keptApp(),
              site: stateOf(request.site).site,
              mediaCache,
              log,
            })),
      }),
    );
  let previews = previewsOf(roster.groups);
  /**
   * The preview of the CMS whose session cookie the request carries (the first listed when it
   * carries none, which then asks the editor to sign in). Each cookie only ever goes to its own CMS.
   */
  const previewFor = (req: IncomingMessage) => previews.find((preview) => preview.carriesSession(req)) ?? previews[0]!;

  /** The CMS whose notice secret a request carries, or null. */
  const senderOf = (req: IncomingMessage) => {
    const token = bearerOf(req);
    return token ? (roster.groups.find((group) => sameSecret(token, group.cms.secret)) ?? null) : null;
  };
  const currentOf = async (slug: string) => stateOf(slug).store.current();

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
      if (path === '/preview' || path.startsWith('/preview/')) {
        previewFor(req)(req, res, url).catch(failed);
        return;
      }
      if (path === '/status' && req.method === 'GET') {
        // Without a secret: only whether publishing works, and the live versions.
        const trusted = senderOf(req) !== null;
        Promise.all(
          roster.slugs.map(async (slug) => {
            const state = stateOf(slug);
            return [
              slug,
              {
                ok: state.lastError === null,
                current: await currentOf(slug),
                ...(trusted ? { lastError: state.lastError } : {}),
              },
            ] as const;
          }),
        )
          .then((entries) => {
            const bySite = Object.fromEntries(entries);
            const first = entries[0]![1];
            const lastError = entries.map(([, entry]) => entry.lastError).find(Boolean) ?? null;
            reply(200, {
              ok: entries.every(([, entry]) => entry.ok),
              current: first.current,
              ...(trusted ? { lastError } : {}),
              sites: bySite,
            });
          })
          .catch(failed);
        return;
      }
      if (path !== '/publish') return reply(404, { error: 'not found' });
      if (req.method !== 'POST') return reply(405, { error: 'use POST' });
      const sender = senderOf(req);
      if (!sender) return reply(401, { error: 'bad secret' });
      const own = sender.sites.map((site) => site.slug);
      readBody(req)
        .then(
          async (body) => {
            const trigger = triggerOf(body);
            const named = namedSites(body);
            const unknown = named?.filter((slug) => !own.includes(slug)) ?? [];
            if (unknown.length > 0)
              return reply(404, { error: `no site ${unknown.join(', ')} of this CMS is published here` });
            const wait = url.searchParams.get('wait') === '1';
            // Answered at once: the choice of sites may ask the CMS, which the notice must not wait for.
            if (!wait) reply(202, { queued: true });
            const chosen = named
              ? { sites: named, why: 'the notice names them' }
              : await selectSites(noticeOf(body), own, {
                  usedBy,
                  owners: (collection, keys) =>
                    options.owners
                      ? options.owners(sender.cms, collection, keys)
                      : ownersOf(sender.client, collection, keys),
                });
            log(
              `[publish] ${briefly(trigger)}: ${chosen.sites.length ? chosen.sites.join(', ') : 'no site'} (${chosen.why})`,
            );
            // A change that republishes many sites (an allergen they all name) lets a small edit
            // of any site go first from the start, not only once each site's check is done; the
            // jobs carry it to whichever publisher runs each site's publish.
            const broad = chosen.sites.length >= BROAD_SITES;
            for (const slug of chosen.sites) jobs.request(slug, trigger, { broad });
            if (!wait) return;
            await jobs.idle(chosen.sites);
            const failure = chosen.sites.map((slug) => stateOf(slug).lastError).find(Boolean);
            if (failure) return reply(502, { error: failure });
            const current = Object.fromEntries(
              await Promise.all(chosen.sites.map(async (slug) => [slug, await currentOf(slug)] as const)),
            );
            reply(200, { current: chosen.sites.length ? current[chosen.sites[0]!] : null, sites: current });
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
  const describe = (sites: readonly PublishSite[]) => sites.map((site) => `${site.slug} at ${site.url}`).join(', ');
  log(`[publish] sites: ${describe(roster.sites)}; host links in ${hostsRoot(root)}`);

  return {
    url,
    current: async () =>
      Object.fromEntries(await Promise.all(roster.slugs.map(async (slug) => [slug, await currentOf(slug)] as const))),
    async updateSites(inputs) {
      const before = roster;
      const next = await rosterOf(inputs, before);
      const added = next.slugs.filter((slug) => !before.states.has(slug));
      const removed = before.slugs.filter((slug) => !next.states.has(slug));
      const same = (slug: string) =>
        JSON.stringify(before.states.get(slug)?.site) === JSON.stringify(next.states.get(slug)!.site);
      const changed = next.slugs.filter((slug) => !added.includes(slug) && !same(slug));
      for (const slug of removed) left.set(slug, before.states.get(slug)!);
      roster = next;
      previews = previewsOf(next.groups);
      log(
        `[publish] the site list changed: ${describe(next.sites)}` +
          (added.length ? `; new: ${added.join(', ')}` : '') +
          (changed.length ? `; changed: ${changed.join(', ')}` : '') +
          (removed.length ? `; no longer published: ${removed.join(', ')}` : ''),
      );
      // Only the sites that are new or changed are published: the others stay as they are.
      for (const slug of added) jobs.request(slug, 'listed');
      for (const slug of changed) jobs.request(slug, 'list changed');
      return { added, changed, removed };
    },
    async publishNow(trigger, named = roster.slugs) {
      for (const slug of named) {
        if (!roster.states.has(slug)) throw new Error(`no site "${slug}" is published here`);
        jobs.request(slug, trigger);
      }
      await jobs.idle(named);
      const errors = named.flatMap((slug) => {
        const error = stateOf(slug).lastError;
        return error ? [named.length > 1 ? `${slug}: ${error}` : error] : [];
      });
      if (errors.length > 0) throw new Error(errors.join('; '));
    },
    failed,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.close();
      await Promise.all([...roster.states.values()].map((state) => state.store.pruned()));
      if (app) await (await app.catch(() => null))?.dispose();
      await rm(appDir(root), { recursive: true, force: true });
    },
  };
}
