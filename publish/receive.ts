/**
 * `npm run versions:receive`: the web server's side of shipping versions to other machines
 * (docs/deploy.md). The publisher's post-publish command copies each new version, with any tool,
 * into this machine's `<PUBLISH_DIR>/sites/<slug>/incoming/<id>/`; this takes a version into
 * `versions/` and switches the site's `current` to it only once every file of its list
 * (`.files.json`, publish/file-list.ts) has arrived whole, so a half-copied version never goes
 * live. A version older than the live one is kept, not switched to (copies can finish out of
 * order). Each site keeps its newest versions, as the publisher does.
 *
 *   tsx publish/receive.ts            once
 *   tsx publish/receive.ts --watch    every second, as a service beside nginx
 */
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { publishRoot } from '../build/publish-dir.ts';
import { loadSites } from '../build/sites.ts';
import { checkFileList } from './file-list.ts';
import { siteRoot, writeHostLinks } from './layout.ts';
import { KEEP_VERSIONS } from './steps/switch-live.ts';
import { createVersionStore } from './versions.ts';

export const INCOMING = 'incoming';
/** An incomplete copy untouched this long was abandoned: it goes. */
const ABANDONED_MS = 24 * 3600 * 1000;

export interface Received {
  /** "<slug>/<id>" taken in, and whether each went live. */
  taken: { site: string; id: string; live: boolean }[];
  /** Copies still arriving, and why they are not whole yet. */
  waiting: { site: string; id: string; why: string }[];
}

/** One look at every site's incoming copies. */
export async function receiveVersions(
  root: string,
  slugs: readonly string[],
  log: (line: string) => void = () => undefined,
): Promise<Received> {
  const received: Received = { taken: [], waiting: [] };
  for (const site of slugs) {
    const incoming = join(siteRoot(root, site), INCOMING);
    if (!existsSync(incoming)) continue;
    const store = createVersionStore(siteRoot(root, site));
    for (const id of (await readdir(incoming)).sort()) {
      const dir = join(incoming, id);
      const whole = await checkFileList(dir, id);
      if (!whole.complete) {
        const touched = (await stat(dir).catch(() => null))?.mtimeMs ?? Date.now();
        if (Date.now() - touched > ABANDONED_MS) {
          await rm(dir, { recursive: true, force: true });
          log(`[receive] ${site}/${id}: abandoned incomplete (${whole.why}), removed`);
        } else received.waiting.push({ site, id, why: whole.why });
        continue;
      }
      const live = await store.adopt(id, dir);
      received.taken.push({ site, id, live });
      log(`[receive] ${site}/${id}: ${live ? 'live' : 'kept (a newer version is live)'}`);
    }
    if (received.taken.some((taken) => taken.site === site)) await store.prune(KEEP_VERSIONS);
  }
  return received;
}

async function main(args: string[]): Promise<void> {
  const root = publishRoot();
  const sites = loadSites({ env: process.env });
  // The web server serves each site by host name, as on the publisher's machine.
  await writeHostLinks(root, sites);
  const slugs = sites.map((site) => site.slug);
  const log = (line: string) => console.log(line);
  if (!args.includes('--watch')) {
    const { waiting } = await receiveVersions(root, slugs, log);
    for (const copy of waiting) console.log(`[receive] ${copy.site}/${copy.id}: waiting, ${copy.why}`);
    return;
  }
  console.log(`Receiving versions into ${root} for ${slugs.join(', ')}`);
  let stopped = false;
  const stop = () => (stopped = true);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  while (!stopped) {
    await receiveVersions(root, slugs, log).catch((error: unknown) => log(`[receive] ${String(error)}`));
    await new Promise((done) => setTimeout(done, 1000));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`✖ receive: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
