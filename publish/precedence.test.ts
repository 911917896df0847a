import { describe, expect, it } from 'vitest';
import { createPrecedence } from './precedence.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('small publishes first', () => {
  it('lets a large publish pause while a small one runs, and go on when it ends', async () => {
    const precedence = createPrecedence();
    const large = precedence.begin();
    large.becomeLarge();
    const small = precedence.begin();
    let resumed = false;
    const paused = large.yield().then(() => (resumed = true));
    await tick();
    expect(resumed).toBe(false);
    small.end();
    await paused;
    expect(resumed).toBe(true);
  });

  it('does not pause a publish that is still small, or a large one with no small one running', async () => {
    const precedence = createPrecedence();
    const first = precedence.begin();
    const second = precedence.begin();
    // Both small: neither waits for the other.
    await first.yield();
    await second.yield();
  });

  it('counts a broad publish (one of many sites of one change) as large from its start', async () => {
    const precedence = createPrecedence();
    const broad = precedence.begin({ broad: true });
    const small = precedence.begin();
    let resumed = false;
    const paused = broad.yield().then(() => (resumed = true));
    await tick();
    expect(resumed).toBe(false);
    small.end();
    await paused;
    broad.end();
  });

  it('lets large publishes render one at a time, in the order they came', async () => {
    const precedence = createPrecedence();
    const [first, second, third] = [precedence.begin(), precedence.begin(), precedence.begin()];
    for (const turn of [first, second, third]) turn.becomeLarge();
    await first.yield();
    const order: string[] = [];
    const waiting = [third.yield().then(() => order.push('third')), second.yield().then(() => order.push('second'))];
    await tick();
    expect(order).toEqual([]);
    // The first renders on without waiting for the others.
    await first.yield();
    first.end();
    await waiting[0]!.catch(() => undefined);
    await tick();
    expect(order).toEqual(['third']);
    third.end();
    await Promise.all(waiting);
    expect(order).toEqual(['third', 'second']);
    second.end();
  });

  it('waits for its turn at most maxSlotWaitMs', async () => {
    const precedence = createPrecedence({ maxSlotWaitMs: 30 });
    const [first, second] = [precedence.begin(), precedence.begin()];
    first.becomeLarge();
    second.becomeLarge();
    await first.yield();
    const started = Date.now();
    await second.yield();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    first.end();
    second.end();
  });

  it('pauses for at most maxPauseMs, so a stream of small publishes never stops a large one', async () => {
    const precedence = createPrecedence({ maxPauseMs: 30 });
    const large = precedence.begin();
    large.becomeLarge();
    const small = precedence.begin();
    const started = Date.now();
    await large.yield();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    small.end();
  });

  it('counts a publish that ends, or ends twice, only once', async () => {
    const precedence = createPrecedence({ maxPauseMs: 10_000 });
    const large = precedence.begin();
    large.becomeLarge();
    const small = precedence.begin();
    const other = precedence.begin();
    small.end();
    small.end();
    let resumed = false;
    const paused = large.yield().then(() => (resumed = true));
    await tick();
    // `other` still runs small.
    expect(resumed).toBe(false);
    other.becomeLarge();
    await paused;
    // A large publish that ended does not pause.
    large.end();
    const again = precedence.begin();
    await large.yield();
    again.end();
  });
});
