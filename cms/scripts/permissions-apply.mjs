// npm run permissions:apply — make the Public policy read-only access to the site's
// collections and images, exactly as schema/public-access.json says.
import { withCms } from './lib/instance.mjs';
import { applyPermissions } from './lib/permissions.mjs';
import { log, run } from './lib/cli.mjs';

run(() => withCms((client) => applyPermissions(client, { log })));
