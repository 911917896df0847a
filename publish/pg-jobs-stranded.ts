/**
 * For publish/pg-jobs.test.ts only: a publisher that takes one site's job and never finishes it,
 * so the test can kill it (-9) mid-publish and see another publisher take the job over once its
 * lease runs out. Usage: tsx publish/pg-jobs-stranded.ts <connection string> <site> <lease s>
 */
import { createPostgresJobs } from './pg-jobs.ts';

const [connectionString, site, lease] = process.argv.slice(2);
const jobs = await createPostgresJobs(
  async () => {
    console.log('publishing');
    await new Promise(() => undefined);
  },
  { connectionString: connectionString!, sites: [site!], quietMs: 50, pollSeconds: 0.5, leaseSeconds: Number(lease) },
);
jobs.request(site!, 'items.update menu_items 9');
