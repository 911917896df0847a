/** `npm run validate:config [file]`: validates a site config and the site list, and prints path: message lines. */
import { relative } from 'node:path';
import { ROOT } from './schema-files.ts';
import { loadSiteConfig, SiteConfigError } from './site-config.ts';
import { loadSites, SiteListError } from './sites.ts';

try {
  const config = loadSiteConfig({ file: process.argv[2] });
  console.log(`✔ site config is valid: ${config.routes.length} routes, CMS ${config.cms.url}`);
  const sites = loadSites({ config });
  console.log(`✔ site list is valid: ${sites.map((site) => `${site.slug} at ${site.url}`).join(', ')}`);
} catch (error) {
  if (error instanceof SiteConfigError || error instanceof SiteListError) {
    console.error(error.message.replace(error.file, relative(ROOT, error.file)));
    process.exit(1);
  }
  throw error;
}
