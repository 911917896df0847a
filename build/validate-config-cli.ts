/** `npm run validate:config [file]`: validates a site config and prints path: message lines. */
import { relative } from 'node:path';
import { ROOT } from './schema-files.ts';
import { loadSiteConfig, SiteConfigError } from './site-config.ts';

try {
  const config = loadSiteConfig({ file: process.argv[2] });
  console.log(
    `✔ site config is valid: ${config.routes.length} routes, slug "${config.restaurant.slug}", CMS ${config.cms.url}`,
  );
} catch (error) {
  if (error instanceof SiteConfigError) {
    console.error(error.message.replace(error.file, relative(ROOT, error.file)));
    process.exit(1);
  }
  throw error;
}
