import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_MANAGER_PASSWORD } from '../../cms/scripts/lib/config.mjs';
import { localSites, startBanner, startProblems } from '../../scripts/start';

const ROOT = join(import.meta.dirname, '..', '..');
/** A site list of one restaurant, as an installation of a single site keeps it. */
const ONE_SITE = join(ROOT, 'tests', 'config', 'fixtures', 'one-site.json');
const CMS = { host: '127.0.0.1', port: 8055 };
const SECRETS = [
  'NODE_ENV',
  'SECRET',
  'ADMIN_PASSWORD',
  'MANAGER_PASSWORD',
  'PUBLISHER_TOKEN',
  'PUBLISH_SECRET',
  'PUBLIC_URL',
];
/** The caller's environment without any secret or address of its own, plus `extra`. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...SECRETS, 'CMS_URL', 'SITE_URL', 'SITES_FILE', 'RESTAURANT_SLUG', 'CMS_HOST', 'HOST'])
    delete env[name];
  return { ...env, ...extra };
}

describe('npm start: its banner', () => {
  const base = {
    sites: [{ slug: 'saffron-house', url: 'http://127.0.0.1:5173' }],
    cmsUrl: 'http://127.0.0.1:8055',
    adminEmail: 'admin@example.com',
    managerEmail: 'manager@example.com',
    managerPassword: DEFAULT_MANAGER_PASSWORD,
    publisherUrl: 'http://127.0.0.1:8060',
    root: '/srv/published',
  };

  it('shows the local default admin password, so a first run can sign in', () => {
    const banner = startBanner({ ...base, adminPassword: DEFAULT_ADMIN_PASSWORD });
    expect(banner).toContain(`http://127.0.0.1:8055/admin  (admin@example.com / ${DEFAULT_ADMIN_PASSWORD})`);
  });

  it('never prints an admin password of the operator’s own', () => {
    const banner = startBanner({ ...base, adminPassword: 'my own passphrase 42' });
    expect(banner).not.toContain('my own passphrase 42');
    expect(banner).toContain('(admin@example.com / (your ADMIN_PASSWORD))');
  });

  it('lists each site at its own address, with its restaurant', () => {
    const banner = startBanner({
      ...base,
      adminPassword: 'x',
      sites: [
        { slug: 'saffron-house', url: 'http://saffron-house.localhost:5173' },
        { slug: 'cedar-grill', url: 'http://cedar-grill.localhost:5173' },
      ],
    });
    expect(banner).toContain('Sites:      http://saffron-house.localhost:5173/  (saffron-house)');
    expect(banner).toContain('            http://cedar-grill.localhost:5173/  (cedar-grill)');
    expect(startBanner({ ...base, adminPassword: 'x' })).toContain(
      'Site:       http://127.0.0.1:5173/  (saffron-house)',
    );
  });

  it("shows the restaurant manager's login, its password only while it is the local default", () => {
    expect(startBanner({ ...base, adminPassword: 'x' })).toContain(`manager@example.com / ${DEFAULT_MANAGER_PASSWORD}`);
    const own = startBanner({ ...base, adminPassword: 'x', managerPassword: 'the manager’s own 42' });
    expect(own).not.toContain('the manager’s own 42');
    expect(own).toContain('manager@example.com / (your MANAGER_PASSWORD)');
  });
});

describe('npm start: its sites', () => {
  it('serves the demo sites each at <slug>.localhost, and a list of one at 127.0.0.1 or SITE_URL', () => {
    expect(localSites(cleanEnv(), 5200).map((site) => [site.slug, site.url, site.host])).toEqual([
      ['saffron-house', 'http://saffron-house.localhost:5200', 'saffron-house.localhost'],
      ['cedar-grill', 'http://cedar-grill.localhost:5200', 'cedar-grill.localhost'],
    ]);
    expect(localSites(cleanEnv({ SITES_FILE: ONE_SITE }), 5200).map((site) => site.url)).toEqual([
      'http://127.0.0.1:5200',
    ]);
    expect(
      localSites(cleanEnv({ SITES_FILE: ONE_SITE, SITE_URL: 'http://localhost:5173/' }), 5200).map((site) => site.url),
    ).toEqual(['http://localhost:5173']);
  });

  it('says what is wrong with the site list before anything starts', () => {
    expect(startProblems(cleanEnv({ SITE_URL: 'http://localhost:5173' }), CMS)).toEqual([
      expect.stringMatching(/SITE_URL sets the one site of a list of one, and this list has 2/),
    ]);
  });
});

describe('npm start: the local secrets where others reach it', () => {
  it('runs with the local defaults when every address is loopback', () => {
    expect(startProblems(cleanEnv(), CMS)).toEqual([]);
    expect(
      startProblems(
        cleanEnv({ SITES_FILE: ONE_SITE, SITE_URL: 'http://localhost:5173', CMS_URL: 'http://127.0.0.1:8055' }),
        CMS,
      ),
    ).toEqual([]);
  });

  it('refuses the publisher’s local secret and token for a public SITE_URL or CMS_URL', () => {
    const publicAddresses: Record<string, string>[] = [
      { SITE_URL: 'https://www.example.com', SITES_FILE: ONE_SITE },
      { CMS_URL: 'https://cms.example.com' },
    ];
    for (const extra of publicAddresses) {
      const problems = startProblems(cleanEnv(extra), CMS).join('\n');
      expect(problems).toMatch(/PUBLISH_SECRET/);
      expect(problems).toMatch(/PUBLISHER_TOKEN/);
    }
    expect(
      startProblems(
        cleanEnv({
          SITE_URL: 'https://www.example.com',
          SITES_FILE: ONE_SITE,
          PUBLISH_SECRET: 'a-secret-of-its-own-1234',
          PUBLISHER_TOKEN: 'a-token-of-its-own-5678',
        }),
        CMS,
      ),
    ).toEqual([]);
  });

  it('refuses the CMS’s local secrets for a public PUBLIC_URL (behind a reverse proxy)', () => {
    const problems = startProblems(cleanEnv({ PUBLIC_URL: 'https://cms.example.com' }), CMS).join('\n');
    for (const name of ['SECRET', 'ADMIN_PASSWORD', 'PUBLISHER_TOKEN']) expect(problems).toContain(name);
  });

  describe('the command', () => {
    let fakeCms: Server | undefined;
    let dir: string | undefined;
    afterEach(async () => {
      await new Promise<void>((resolve) => (fakeCms ? fakeCms.close(() => resolve()) : resolve()));
      if (dir) await rm(dir, { recursive: true, force: true });
      fakeCms = dir = undefined;
    });

    it('exits 1 naming PUBLISH_SECRET and PUBLISHER_TOKEN, before starting anything, for a public SITE_URL', async () => {
      // Something that answers like a CMS on the CMS port: a start that went ahead would stop at
      // "something already answers" instead of starting a real Directus, and would have asked it.
      let asked = 0;
      fakeCms = createServer((_req, res) => {
        asked += 1;
        res.end('pong');
      });
      await new Promise<void>((resolve) => fakeCms!.listen(0, '127.0.0.1', resolve));
      dir = await mkdtemp(join(tmpdir(), 'start-'));
      const env = cleanEnv({
        SITE_URL: 'https://www.example.com',
        SITES_FILE: ONE_SITE,
        CMS_PORT: String((fakeCms.address() as AddressInfo).port),
        SITE_PORT: '1',
        PUBLISH_PORT: '1',
        PUBLISH_DIR: dir,
        CMS_DATA_DIR: join(dir, 'cms'),
      });
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          join(ROOT, 'node_modules', '.bin', 'tsx'),
          [join(ROOT, 'scripts', 'start.ts')],
          { env, cwd: ROOT, timeout: 60_000 },
          (error, _stdout, stderr) => resolve({ code: error ? ((error.code as number | null) ?? null) : 0, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Refusing to start the publisher');
      expect(result.stderr).toMatch(/PUBLISH_SECRET/);
      expect(result.stderr).toMatch(/PUBLISHER_TOKEN/);
      expect(asked).toBe(0);
    }, 90_000);
  });
});
