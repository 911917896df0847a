/**
 * `npm run publish`: builds each site of the list from its CMS's content of now into a new
 * version and switches that site's live version to it; keeps the last 5 versions of each.
 * `npm run publish -- --site cedar-grill`: that site alone.
 * `npm run publish -- --rollback --site <slug>`: that site's live version goes back one.
 * `npm run publish -- --list`: each site's versions, the live one marked.
 *
 * Versions live in PUBLISH_DIR (default `published/`, one folder per site under `sites/`); serve
 * `published/hosts` (publish/layout.ts). A publish whose CMS reads fail leaves that site's live
 * version as it is and exits 1, naming the reads.
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pickSite } from '../build/sites.ts';
import { buildApp } from './build-site.ts';
import { withPublishLock } from './lock.ts';
import { precompress } from './precompress.ts';
import { MEDIA_CACHE, publishVersion } from './pipeline.ts';
import { PublishError } from './steps/write-version.ts';
import { appDir, clearStaleApps, publishRoot } from '../build/publish-dir.ts';
import { moveSingleSiteVersions, siteRoot, writeHostLinks } from './layout.ts';
import { loadPublishSites } from './sites.ts';
import { publishedThemes } from './themes.ts';
import { createVersionStore } from './versions.ts';

export { LOCAL_PUBLISH_SECRET } from './sites.ts';

async function main(args: string[]): Promise<void> {
  const root = publishRoot();
  const all = loadPublishSites();
  const named = args.includes('--site') ? args[args.indexOf('--site') + 1] : undefined;
  const sites = named ? [pickSite(all, named)] : all;
  if (all.length === 1) await moveSingleSiteVersions(root, all[0]!.slug);
  await writeHostLinks(root, all);
  if (args.includes('--list')) {
    for (const site of sites) {
      const store = createVersionStore(siteRoot(root, site.slug));
      const live = await store.current();
      console.log(`${site.slug} (${site.url}):`);
      for (const v of await store.list())
        console.log(`${v.id === live ? '*' : ' '} ${v.id}  ${v.pages} pages  ${v.trigger}  ${v.publishedAt}`);
    }
    return;
  }
  if (args.includes('--rollback')) {
    if (!named && all.length > 1)
      throw new PublishError(`name the site to roll back: --site ${all.map((site) => site.slug).join(' | ')}`);
    const site = sites[0]!;
    const store = createVersionStore(siteRoot(root, site.slug));
    await withPublishLock(store.root, async () => {
      const back = await store.rollback();
      if (!back) throw new PublishError(`${site.slug} has no earlier version to go back to`);
      console.log(`${site.slug}: the live version is now ${back.id} (published ${back.publishedAt}).`);
    });
    return;
  }
  // One build of the app for every site, as the publisher service keeps it.
  await clearStaleApps(root);
  const app = await buildApp({ outDir: appDir(root) });
  try {
    await precompress(join(app.clientDir, 'assets'));
    for (const site of sites) {
      const store = createVersionStore(siteRoot(root, site.slug));
      await withPublishLock(store.root, async () => {
        const started = Date.now();
        const others = all.filter((other) => other.slug !== site.slug);
        const info = await publishVersion(store, 'manual', {
          app,
          site,
          themes: {
            published: await publishedThemes(
              root,
              others.map((other) => other.slug),
            ),
            sameCms: others.filter((other) => other.cms.url === site.cms.url).map((other) => other.slug),
          },
          mediaCache: join(root, MEDIA_CACHE),
          log: (line) => console.log(line),
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`Published ${site.slug} ${info.id}: ${info.pages} pages in ${seconds} s; live at ${site.url}/`);
      });
    }
  } finally {
    await app.dispose();
    await rm(appDir(root), { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`✖ publish failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
