import { describe, expect, it } from 'vitest';
import { describeExit, supervise } from '../../scripts/start/supervise.ts';

/** A stand-in for a started part: `die()` makes its `stopped` promise resolve. */
function part(id: number) {
  let die!: (reason: string) => void;
  const stopped = new Promise<string>((resolve) => (die = resolve));
  return { id, stopped, die };
}
type Part = ReturnType<typeof part>;

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe('supervise', () => {
  it('says at once that a part stopped, starts it again, and says when it is back', async () => {
    const lines: string[] = [];
    let next = 1;
    const first = part(0);
    const watch = supervise<Part>(first, {
      name: 'the CMS',
      start: async () => part(next++),
      stopped: (instance) => instance.stopped,
      restarted: (instance) => lines.push(`back ${instance.id}`),
      giveUp: (message) => lines.push(`gave up: ${message}`),
      backoffMs: 10,
      log: (line) => lines.push(line),
    });
    first.die('killed by SIGKILL');
    await tick(5);
    expect(lines).toEqual([
      '! The CMS stopped (killed by SIGKILL); restarting it in 0.01 s (try 1 of 3). The site keeps serving the live version.',
    ]);
    await tick();
    expect(lines.at(-1)).toBe('back 1');
    expect(watch.current().id).toBe(1);
    await expect(watch.stop()).resolves.toMatchObject({ id: 1 });
  });

  it('gives up with one message after three restarts within the window, and backs off in between', async () => {
    const lines: string[] = [];
    const starts: number[] = [];
    let next = 1;
    let given = '';
    const first = part(0);
    const all: Part[] = [first];
    const watch = supervise<Part>(first, {
      name: 'the CMS',
      start: async () => {
        starts.push(Date.now());
        const started = part(next++);
        all.push(started);
        return started;
      },
      stopped: (instance) => instance.stopped,
      giveUp: (message) => (given = message),
      hint: 'cms/data/directus.log',
      backoffMs: 20,
      log: (line) => lines.push(line),
    });
    for (let death = 0; death < 4; death += 1) {
      all[death]?.die('exit code 1');
      await tick(20 * 2 ** death + 40);
    }
    expect(starts).toHaveLength(3);
    expect(lines.map((line) => /try (\d) of 3/.exec(line)?.[1])).toEqual(['1', '2', '3']);
    expect((starts[2] ?? 0) - (starts[1] ?? 0)).toBeGreaterThanOrEqual(35);
    expect(given).toBe(
      'The CMS stopped 4 times within 60 s (last: exit code 1) and is not started again. See cms/data/directus.log.',
    );
    expect((await watch.stop()).id).toBe(3);
  });

  it('counts a failed restart as another death, and restarts nothing once stopped', async () => {
    const lines: string[] = [];
    let calls = 0;
    const first = part(0);
    const watch = supervise<Part>(first, {
      name: 'the publisher',
      start: async () => {
        calls += 1;
        if (calls === 1) throw new Error('listen EADDRINUSE 127.0.0.1:8060\nmore');
        return part(calls);
      },
      stopped: (instance) => instance.stopped,
      giveUp: () => undefined,
      backoffMs: 10,
      log: (line) => lines.push(line),
    });
    first.die('its server failed: boom');
    await tick(80);
    expect(lines[1]).toContain('The publisher stopped (it failed to start again: listen EADDRINUSE 127.0.0.1:8060)');
    expect(watch.current().id).toBe(2);
    await watch.stop();
    watch.current().die('killed by SIGTERM');
    await tick();
    expect(lines).toHaveLength(2);
  });

  it('describes an exit by its signal or code', () => {
    expect(describeExit({ code: null, signal: 'SIGKILL' })).toBe('killed by SIGKILL');
    expect(describeExit({ code: 1, signal: null })).toBe('exit code 1');
  });
});
