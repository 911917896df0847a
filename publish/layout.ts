/**
 * The published folder of several sites (build/publish-dir.ts): each site's versions in
 * `sites/<slug>/`, and one link per site in `hosts/`, named by its host name, to that site's
 * `current`. nginx (`root …/hosts/$host`) and scripts/serve.mjs serve the link of the request's
 * host, so a site added to the list is served with no edit of either. A link changes only when
 * the list does; a publish switches its own site's `current`, which the link follows, so each site
 * switches alone and atomically.
 *
 * With a single site, `hosts/_default` also points at it and every host name gets it (as before
 * there was a list: 127.0.0.1, a new domain, a load balancer's address). With several there is
 * no default: an unknown host is a 404, never one of the sites. Another restaurant's pages at an
 * address that is not its own would be a wrong site for that visitor, and a duplicate of its
 * pages for search engines; a 404 says at once that the host is missing from the list.
 */
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEFAULT_HOST, hostsRoot, siteRoot, SITES_DIR } from '../build/publish-dir.ts';

export { DEFAULT_HOST, hostsRoot, siteRoot, SITES_DIR };

/** What the host links should be: each site's host name, and the default with a single site. */
export function hostLinks(sites: readonly { slug: string; host: string }[]): Map<string, string> {
  const links = new Map(sites.map((site) => [site.host, site.slug]));
  if (sites.length === 1) links.set(DEFAULT_HOST, sites[0]!.slug);
  return links;
}

/**
 * Brings `hosts/` in step with the sites: a link per host name to `../sites/<slug>/current`,
 * each made beside its place and renamed over it (atomic), and the links of hosts no longer
 * listed removed. Returns the names it changed.
 */
export async function writeHostLinks(
  root: string,
  sites: readonly { slug: string; host: string }[],
): Promise<string[]> {
  const dir = hostsRoot(root);
  await mkdir(dir, { recursive: true });
  const wanted = hostLinks(sites);
  const changed: string[] = [];
  for (const [host, slug] of wanted) {
    const target = relative(dir, join(siteRoot(root, slug), 'current'));
    const link = join(dir, host);
    if ((await readlink(link).catch(() => null)) === target) continue;
    const fresh = join(dir, `.${host}.${process.pid}.tmp`);
    await rm(fresh, { force: true });
    await symlink(target, fresh);
    await rename(fresh, link);
    changed.push(host);
  }
  for (const name of await readdir(dir)) {
    if (wanted.has(name)) continue;
    // Only the links this module makes: anything else someone put there stays.
    const info = await lstat(join(dir, name)).catch(() => null);
    if (!info?.isSymbolicLink()) continue;
    await rm(join(dir, name), { force: true });
    changed.push(name);
  }
  return changed;
}

/**
 * Moves a single site's versions from the folder's top level, where they were kept before there
 * were several sites (`versions/`, `current`, `.staging`, `.pruned`, `publish.lock`), into
 * `sites/<slug>/`, so an upgraded installation keeps its live version and its rollbacks. Nothing
 * happens when there is nothing to move or the site's folder already exists. Returns whether it moved.
 */
export async function moveSingleSiteVersions(root: string, slug: string): Promise<boolean> {
  const old = join(root, 'versions');
  const into = siteRoot(root, slug);
  if (!(await lstat(old).catch(() => null)) || (await lstat(into).catch(() => null))) return false;
  await mkdir(into, { recursive: true });
  for (const name of ['versions', '.staging', '.pruned', 'publish.lock', 'current']) {
    if (!(await lstat(join(root, name)).catch(() => null))) continue;
    await rename(join(root, name), join(into, name));
  }
  return true;
}
