/**
 * The publisher of `npm start`, in a process of its own: the real service (publish/service.ts,
 * what `npm run publisher` runs in production), so that an error inside a publish, a crash of
 * sharp or jsdom, or a kill never takes the site server down with it. The service publishes
 * once when it starts (which also covers any save made while it was away) and reports over the
 * IPC channel when it listens and how that first publish went.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const SERVICE = join(import.meta.dirname, '..', '..', 'publish', 'service.ts');

/** What publish/service.ts tells the process that started it, when there is one. */
export type ServiceMessage =
  | { type: 'listening'; url: string }
  | { type: 'published'; current: Record<string, string | null> }
  | { type: 'failed'; error: string; current: Record<string, string | null> };

export interface PublisherProcessOptions {
  cmsUrl: string;
  token: string;
  secret: string;
  root: string;
  port: number;
  /** The site list it publishes (npm start writes one with the sites' local addresses). */
  sitesFile: string;
  /** The variables of this process the service also sees (PATH, PUBLISH_AFTER, …). */
  env?: NodeJS.ProcessEnv;
}

export interface PublisherProcess {
  url: string;
  pid: number;
  /** How the publish the service makes at its start went; each site's live version either way. */
  firstPublish: Promise<
    | { ok: true; current: Record<string, string | null> }
    | { ok: false; error: string; current: Record<string, string | null> }
  >;
  /** When the process ends, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops it (SIGTERM, then SIGKILL after 10 s) and waits for the end. */
  stop: () => Promise<void>;
}

/** Starts the publisher service and resolves once it listens. */
export async function startPublisherProcess(options: PublisherProcessOptions): Promise<PublisherProcess> {
  // The list names each site's address: a SITE_URL or RESTAURANT_SLUG of this process would
  // set it again (build/sites.ts).
  const { SITE_URL: _url, RESTAURANT_SLUG: _slug, ...inherited } = options.env ?? process.env;
  // node --import tsx, not the tsx command: one process, whose pid is the publisher's own.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVICE], {
    env: {
      ...inherited,
      CMS_URL: options.cmsUrl,
      PUBLISHER_TOKEN: options.token,
      PUBLISH_SECRET: options.secret,
      PUBLISH_DIR: options.root,
      PUBLISHER_HOST: '127.0.0.1',
      PUBLISHER_PORT: String(options.port),
      SITES_FILE: options.sitesFile,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const said = (type: ServiceMessage['type']) =>
    new Promise<ServiceMessage>((resolve) => {
      const listener = (message: ServiceMessage) => {
        if (message?.type !== type && !(type === 'published' && message?.type === 'failed')) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });
  const stopped = exited.then(
    ({ code, signal }) => `it stopped (${signal ? `killed by ${signal}` : `exit code ${code}`})`,
  );

  const listening = await Promise.race([said('listening'), stopped]);
  if (typeof listening === 'string') throw new Error(`The publisher did not start: ${listening}.`);
  const firstPublish = Promise.race([said('published'), stopped]).then((message) => {
    if (typeof message === 'string') return { ok: false as const, error: `the publisher ${message}`, current: {} };
    if (message.type === 'failed') return { ok: false as const, error: message.error, current: message.current };
    return { ok: true as const, current: message.type === 'published' ? message.current : {} };
  });
  return {
    url: listening.type === 'listening' ? listening.url : `http://127.0.0.1:${options.port}`,
    pid: child.pid!,
    firstPublish,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    },
  };
}
