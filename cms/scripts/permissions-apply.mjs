// npm run permissions:apply — empty the Public policy (anonymous visitors read nothing; the
// site's publisher has its own policy), create the site folder, limit transforms to presets.
import { withCms } from './lib/instance.mjs';
import { applyPermissions } from './lib/permissions.mjs';
import { log, run } from './lib/cli.mjs';

run(() => withCms((client) => applyPermissions(client, { log })));
