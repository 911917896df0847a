/** @vitest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryClient } from '../../tests/unit/render';
import { QueryCache } from './cache';
import { DataProvider, HydrationDataContext, useQuery } from './DataProvider';
import { defineQuery } from './query';

const greeting = defineQuery<Record<string, never>, string>({
  name: 'greeting',
  key: () => 'greeting',
  fetch: async () => 'from the CMS',
  placeholder: () => 'placeholder',
  staleMs: Infinity,
});

function Greeting({ testId }: { testId: string }) {
  return <p data-testid={testId}>{useQuery(greeting, {}).data}</p>;
}

describe('a section hydrating after the data refresh', () => {
  it('first renders what its HTML was made from, where the rest of the page shows the fresh data', () => {
    const cache = new QueryCache();
    cache.hydrate({ greeting: 'at build time' }); // the prerendered page's data
    cache.set('greeting', 'edited since'); // the refresh has replaced it
    render(
      <DataProvider client={memoryClient()} slug="saffron-house" cache={cache}>
        <Greeting testId="live" />
        <HydrationDataContext value={true}>
          <Greeting testId="late" />
        </HydrationDataContext>
      </DataProvider>,
    );
    expect(screen.getByTestId('live').textContent).toBe('edited since');
    expect(screen.getByTestId('late').textContent).toBe('at build time');
  });

  it('reads the cache as usual for keys the page did not carry, and after a clear', () => {
    const cache = new QueryCache();
    cache.set('greeting', 'read in the browser');
    const { rerender } = render(
      <DataProvider client={memoryClient()} slug="saffron-house" cache={cache}>
        <HydrationDataContext value={true}>
          <Greeting testId="late" />
        </HydrationDataContext>
      </DataProvider>,
    );
    expect(screen.getByTestId('late').textContent).toBe('read in the browser');
    cache.hydrate({ greeting: 'at build time' });
    act(() => cache.clear());
    rerender(
      <DataProvider client={memoryClient()} slug="saffron-house" cache={cache}>
        <HydrationDataContext value={true}>
          <Greeting testId="late" />
        </HydrationDataContext>
      </DataProvider>,
    );
    expect(screen.getByTestId('late').textContent).toBe('placeholder');
  });
});
