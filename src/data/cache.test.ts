import { describe, expect, it, vi } from 'vitest';
import { QueryCache } from './cache';

describe('QueryCache', () => {
  it('shares one in-flight request between callers', async () => {
    const cache = new QueryCache();
    const run = vi.fn(async () => 'value');
    await Promise.all([cache.ensure('k', run, 1000), cache.ensure('k', run, 1000)]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cache.peek('k')).toMatchObject({ status: 'success', value: 'value' });
  });

  it('reuses fresh results and refetches stale ones', async () => {
    let now = 0;
    const cache = new QueryCache(() => now);
    const run = vi.fn(async () => now);
    await cache.ensure('k', run, 100);
    now = 50;
    await cache.ensure('k', run, 100);
    expect(run).toHaveBeenCalledTimes(1);
    now = 200;
    await cache.ensure('k', run, 100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(cache.peek('k')?.value).toBe(200);
  });

  it('marks failures, logs them and retries on the next ensure', async () => {
    const cache = new QueryCache();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await cache.ensure('k', async () => Promise.reject(new Error('down')), 1000);
    expect(cache.peek('k')).toMatchObject({ status: 'error' });
    expect(cache.peek('k')?.error?.message).toBe('down');
    expect(error).toHaveBeenCalled();
    await cache.ensure('k', async () => 'back', 1000);
    expect(cache.peek('k')).toMatchObject({ status: 'success', value: 'back' });
  });

  it('leaves a failed read failed for the prerender, which would otherwise wait on it for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cache = new QueryCache();
    const run = vi.fn(() => Promise.reject(new Error('down')));
    const first = cache.ensure('k', run, Infinity, true);
    await first;
    expect(cache.ensure('k', run, Infinity, true)).toBe(first);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cache.peek('k')?.status).toBe('error');
    // The browser's reads try again.
    await cache.ensure('k', run, Infinity);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps earlier data when a refresh fails', async () => {
    let now = 0;
    const cache = new QueryCache(() => now);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await cache.ensure('k', async () => 'old', 10);
    now = 100;
    await cache.ensure('k', async () => Promise.reject(new Error('down')), 10);
    expect(cache.peek('k')).toMatchObject({ status: 'success', value: 'old' });
  });

  it('notifies subscribers on every change', async () => {
    const cache = new QueryCache();
    const listener = vi.fn();
    cache.subscribe(listener);
    await cache.ensure('k', async () => 1, 1000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('serves prerendered entries at once and reads them again only once stale', async () => {
    let now = 0;
    const cache = new QueryCache(() => now);
    cache.hydrate({ k: 'from the page' });
    const run = vi.fn(async () => 'from the data file');
    await cache.ensure('k', run, 60_000);
    expect(run).not.toHaveBeenCalled();
    expect(cache.peek('k')).toMatchObject({ status: 'success', value: 'from the page' });
    now = 60_000;
    await cache.ensure('k', run, 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cache.peek('k')?.value).toBe('from the data file');
    // What the HTML was made from stays available to sections that hydrate late.
    expect(cache.prerenderedValue('k')).toBe('from the page');
  });

  it('keeps the value the page shows, without a re-render, when a re-read brings the same data', async () => {
    let now = 0;
    const cache = new QueryCache(() => now);
    const shown = { name: 'Saffron House', hours: [1, 2] };
    cache.hydrate({ k: shown });
    now = 10;
    const version = cache.getVersion();
    await cache.ensure('k', async () => ({ name: 'Saffron House', hours: [1, 2] }), 5);
    expect(cache.peek('k')?.value).toBe(shown);
    expect(cache.getVersion()).toBe(version + 1); // the read starting, not its identical answer
  });

  it('keeps the prerendered value when a re-read fails', async () => {
    let now = 0;
    const cache = new QueryCache(() => now);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    cache.hydrate({ k: 'from the page' });
    now = 10;
    await cache.ensure('k', async () => Promise.reject(new Error('down')), 5);
    expect(cache.peek('k')).toMatchObject({ status: 'success', value: 'from the page' });
    error.mockRestore();
  });

  it('snapshots only successful entries and lists failed keys', async () => {
    const cache = new QueryCache();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await cache.ensure('good', async () => ({ a: 1 }), 1000);
    await cache.ensure('bad', async () => Promise.reject(new Error('down')), 1000);
    expect(cache.snapshot()).toEqual({ good: { a: 1 } });
    expect(cache.failedKeys()).toEqual(['bad']);
    error.mockRestore();
  });
});
