import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, until } from '../../scripts/until';

describe('until', () => {
  it('returns the first value that is neither false nor undefined', async () => {
    let tries = 0;
    const found = await until(() => (++tries < 3 ? undefined : 0), 'the third try', 5_000, { every: 1 });
    expect(found).toBe(0);
    expect(tries).toBe(3);
    expect(await until(async () => true, 'an answer', 10)).toBe(true);
  });

  it('names what did not happen, its time and the detail', async () => {
    await expect(until(() => false, 'the publish', 50, { every: 5, detail: () => 'last line' })).rejects.toThrow(
      'the publish did not happen within 0.05 s:\nlast line',
    );
  });
});

describe('freePort', () => {
  it('gives a port that can be listened on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect((server.address() as { port: number }).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });
});
