// npm run seed [-- --reset] — add the demo restaurants. Without --reset, records already
// seeded are left as editors made them; --reset restores them to the seed values.
import { withCms } from './lib/instance.mjs';
import { seedContent } from './lib/seed.mjs';
import { log, run } from './lib/cli.mjs';

const reset = process.argv.includes('--reset');
run(() => withCms((client) => seedContent(client, { reset, log }), { prepare: true }));
