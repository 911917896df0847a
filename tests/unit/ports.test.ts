import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installCommand, missingPackages } from '../../scripts/test-deps.mjs';
import { assertPortsFree, portFree, takenPorts } from '../../scripts/ports.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback port some other program holds (here: a bare TCP server on a free port). */
async function heldPort(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

describe('port checks', () => {
  it('name a taken port, what it was for and the variable that moves it, in one line', async () => {
    const port = await heldPort();
    const messages = await takenPorts([{ port, variable: 'SITE_PORT', what: 'the site' }]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(new RegExp(`^127\\.0\\.0\\.1:${port} is taken by .+, needed for the site: `));
    expect(messages[0]).toContain('set SITE_PORT to a free port');
    expect(messages[0]).not.toContain('\n');
    await expect(portFree(port)).resolves.toBe(false);
  });

  it('say nothing when the ports are free, and report two variables that want the same port', async () => {
    const port = await heldPort();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    await expect(takenPorts([{ port, variable: 'CMS_PORT' }])).resolves.toEqual([]);
    const twice = await takenPorts([
      { port, variable: 'CMS_PORT' },
      { port, variable: 'SITE_PORT' },
    ]);
    expect(twice).toEqual([`127.0.0.1:${port} is wanted twice (CMS_PORT and SITE_PORT); give them different ports.`]);
  });

  it('throw one error listing every taken port', async () => {
    const [a, b] = [await heldPort(), await heldPort()];
    const error = await assertPortsFree([
      { port: a, variable: 'CMS_PORT' },
      { port: b, variable: 'PUBLISH_PORT' },
    ]).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message.split('\n')).toEqual([
      expect.stringContaining(`:${a} is taken`),
      expect.stringContaining(`:${b} is taken`),
    ]);
  });
});

describe('the Debian packages the tests need', () => {
  it('are each found at the path the tests use, and the missing ones named', () => {
    const present = new Set(['/usr/sbin/nginx']);
    const missing = missingPackages({ PG_BIN: '/nowhere' }, (path: string) => present.has(path));
    expect(missing).toEqual(['chromium', 'libnginx-mod-http-brotli-static', 'postgresql', 'redis-server']);
    expect(
      missingPackages({ CHROMIUM_PATH: '/opt/chrome', PG_BIN: '/nowhere' }, (path: string) => path === '/opt/chrome'),
    ).not.toContain('chromium');
    expect(missingPackages({ PG_BIN: '/nowhere' }, (path: string) => path === '/usr/bin/redis-server')).not.toContain(
      'redis-server',
    );
    // REDIS_SERVER_BIN, when set, is the only redis-server looked for.
    expect(
      missingPackages(
        { PG_BIN: '/nowhere', REDIS_SERVER_BIN: '/opt/redis-server' },
        (path: string) => path === '/usr/bin/redis-server',
      ),
    ).toContain('redis-server');
  });

  it('come with the exact command to install them', () => {
    expect(installCommand(['chromium', 'postgresql'], true)).toBe(
      'apt-get update && apt-get install -y chromium postgresql',
    );
    expect(installCommand(['nginx'], false)).toBe('sudo apt-get update && sudo apt-get install -y nginx');
  });
});
