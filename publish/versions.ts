/**
 * The store of published versions: each publish writes a complete site into a staging folder,
 * then moves it into `versions/<id>/` and points the `current` link at it. Readers (the web
 * server) follow `current`, so they see one whole version or the next, never a mix:
 *
 *   <root>/versions/<id>/        complete and immutable, with version.json (public: id, time and
 *                                page count) and .publish.json (never served: what triggered it)
 *   <root>/current -> versions/<id>
 *   <root>/.staging/<id>/        being written; removed by recover() after a crash
 *   <root>/.pruned/<id>/         a pruned version being deleted, out of the way of publishes
 *
 * Ids sort by time, so "newest" and "previous" are name order. Every switch of `current` is a
 * rename of a fresh link over the old one, which POSIX makes atomic. The root is publishRoot()
 * (build/publish-dir.ts: PUBLISH_DIR, default `published/`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

export interface VersionInfo {
  id: string;
  /** ISO time the version was switched live for the first time. */
  publishedAt: string;
  /** What asked for it: "manual", "start", "cms: menu_items update 12", … */
  trigger: string;
  pages: number;
}

export interface VersionStore {
  root: string;
  /** Removes half-written versions and stray links a crashed publisher left; repairs `current`. */
  recover: () => Promise<string[]>;
  /** A new staging folder to write a version into. */
  begin: () => Promise<{ id: string; dir: string }>;
  /** Drops a staging folder without publishing it (a failed publish). */
  discard: (id: string) => Promise<void>;
  /** Moves a staged version into place and switches `current` to it. */
  commit: (id: string, info: Omit<VersionInfo, 'id' | 'publishedAt'>) => Promise<VersionInfo>;
  /** Points `current` at the version before it; null when there is none. */
  rollback: () => Promise<VersionInfo | null>;
  /**
   * Takes a whole version received from elsewhere (publish/receive.ts checked it) into
   * `versions/`; it goes live unless the live version is newer. True when it went live.
   */
  adopt: (id: string, from: string) => Promise<boolean>;
  /**
   * Takes all but the newest `keep` versions out of `versions/` (the live one is always kept) and
   * deletes their files in the background: a publish that follows does not wait for it.
   */
  prune: (keep: number) => Promise<string[]>;
  /** Resolves once the files of pruned versions are deleted. */
  pruned: () => Promise<void>;
  /** The live version's id, or null before the first publish. */
  current: () => Promise<string | null>;
  /** Complete versions, oldest first. */
  list: () => Promise<VersionInfo[]>;
}

/** Served with the site (a version's own address, for a deploy check): id, time and page count only. */
export const VERSION_FILE = 'version.json';
/**
 * The publisher's own note of a version (a dotfile, never served): what triggered it. A trigger
 * names collections and record ids, drafts' included, so it stays out of the public version.json.
 */
export const VERSION_NOTE_FILE = '.publish.json';
const ID = /^\d{8}T\d{9}Z-[0-9a-f]{6}$/;

/** A sortable id: UTC time to the millisecond, then a random suffix. */
export function newVersionId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** "20261124T213701634Z-…" -> "2026-11-24T21:37:01.634Z". */
function stampTime(id: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z/.exec(id);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z` : '';
}

export function createVersionStore(root: string): VersionStore {
  const versionsDir = join(root, 'versions');
  const stagingDir = join(root, '.staging');
  const prunedDir = join(root, '.pruned');
  const currentLink = join(root, 'current');
  /** Pruned versions whose files this store is deleting, by id. */
  const deleting = new Map<string, Promise<void>>();

  async function ids(): Promise<string[]> {
    const names = existsSync(versionsDir) ? await readdir(versionsDir) : [];
    return names.filter((name) => ID.test(name)).sort();
  }

  async function current(): Promise<string | null> {
    try {
      const id = basename(await readlink(currentLink));
      return ID.test(id) && existsSync(join(versionsDir, id)) ? id : null;
    } catch {
      return null;
    }
  }

  async function readJson(file: string): Promise<Record<string, unknown>> {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
      return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
    } catch {
      return {};
    }
  }

  async function info(id: string): Promise<VersionInfo> {
    const published = await readJson(join(versionsDir, id, VERSION_FILE));
    const note = await readJson(join(versionsDir, id, VERSION_NOTE_FILE));
    // Versions published before the note existed kept the trigger in version.json.
    const trigger = note.trigger ?? published.trigger;
    return {
      id,
      publishedAt: typeof published.publishedAt === 'string' ? published.publishedAt : '',
      trigger: typeof trigger === 'string' ? trigger : '',
      pages: typeof published.pages === 'number' ? published.pages : 0,
    };
  }

  /** Points `current` at a version: a new link renamed over the old one. */
  async function switchTo(id: string): Promise<void> {
    const temporary = join(root, `.current-${randomBytes(4).toString('hex')}`);
    await symlink(join('versions', id), temporary);
    await rename(temporary, currentLink);
  }

  return {
    root,
    current,

    async recover() {
      const removed: string[] = [];
      if (existsSync(stagingDir)) {
        for (const name of await readdir(stagingDir)) {
          await rm(join(stagingDir, name), { recursive: true, force: true });
          removed.push(join('.staging', name));
        }
      }
      // Pruned versions a stopped publisher had not finished deleting (not the ones under way here).
      if (existsSync(prunedDir)) {
        for (const name of await readdir(prunedDir)) {
          if (deleting.has(name)) continue;
          await rm(join(prunedDir, name), { recursive: true, force: true });
          removed.push(join('.pruned', name));
        }
      }
      if (existsSync(root)) {
        for (const name of await readdir(root)) {
          if (!name.startsWith('.current-')) continue;
          await rm(join(root, name), { force: true });
          removed.push(name);
        }
      }
      // A link to a version that is gone (deleted by hand): the newest complete one goes live.
      const all = await ids();
      if ((await current()) === null && all.length > 0) await switchTo(all[all.length - 1]!);
      return removed;
    },

    async begin() {
      // Strictly after every version there is (live, staged or not), even within one millisecond
      // or with a clock that stepped back, so name order stays publish order.
      const staged = existsSync(stagingDir) ? (await readdir(stagingDir)).filter((name) => ID.test(name)) : [];
      const newest = [...(await ids()), ...staged].sort().at(-1);
      let when = Date.now();
      if (newest) when = Math.max(when, Date.parse(stampTime(newest)) + 1);
      const id = newVersionId(new Date(when));
      const dir = join(stagingDir, id);
      await mkdir(dir, { recursive: true });
      return { id, dir };
    },

    async discard(id) {
      if (!ID.test(id)) throw new Error(`not a version id: ${id}`);
      await rm(join(stagingDir, id), { recursive: true, force: true });
    },

    async commit(id, details) {
      if (!ID.test(id)) throw new Error(`not a version id: ${id}`);
      const staged = join(stagingDir, id);
      if (!existsSync(staged)) throw new Error(`no staged version ${id}`);
      const published: VersionInfo = { id, publishedAt: new Date().toISOString(), ...details };
      // Named one by one: nothing else a caller hands over reaches the public file.
      const shown = { id, publishedAt: published.publishedAt, pages: published.pages };
      await writeFile(join(staged, VERSION_FILE), `${JSON.stringify(shown, null, 2)}\n`);
      await writeFile(join(staged, VERSION_NOTE_FILE), `${JSON.stringify({ trigger: published.trigger }, null, 2)}\n`);
      await mkdir(versionsDir, { recursive: true });
      await rename(staged, join(versionsDir, id));
      await switchTo(id);
      return published;
    },

    async adopt(id, from) {
      if (!ID.test(id)) throw new Error(`not a version id: ${id}`);
      if (existsSync(join(versionsDir, id))) {
        await rm(from, { recursive: true, force: true });
        return false;
      }
      await mkdir(versionsDir, { recursive: true });
      await rename(from, join(versionsDir, id));
      const live = await current();
      if (live !== null && live > id) return false;
      await switchTo(id);
      return true;
    },

    async rollback() {
      const all = await ids();
      const live = await current();
      const index = live === null ? all.length : all.indexOf(live);
      const previous = index > 0 ? all[index - 1] : undefined;
      if (previous === undefined) return null;
      await switchTo(previous);
      return info(previous);
    },

    async prune(keep) {
      const all = await ids();
      const live = await current();
      const keepSet = new Set(all.slice(-Math.max(1, keep)));
      if (live) keepSet.add(live);
      const removed = all.filter((id) => !keepSet.has(id));
      if (removed.length > 0) await mkdir(prunedDir, { recursive: true });
      for (const id of removed) {
        // One rename takes it out of the store; deleting its thousands of files can wait.
        await rename(join(versionsDir, id), join(prunedDir, id));
        const deleted = rm(join(prunedDir, id), { recursive: true, force: true })
          .catch(() => undefined)
          .finally(() => deleting.delete(id));
        deleting.set(id, deleted);
      }
      return removed;
    },

    async pruned() {
      await Promise.all(deleting.values());
    },

    async list() {
      return Promise.all((await ids()).map(info));
    },
  };
}
