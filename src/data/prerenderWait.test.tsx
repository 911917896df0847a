/**
 * The prerender renders with `use`: every read starts during render and the render waits for it
 * (preact-render-to-string's async render, src/entry-server.tsx). What the publisher needs: one
 * pass comes out with the CMS data and no inline script (the CSP forbids those), and a later pass
 * over the same cache (the other language, a preview) waits for nothing.
 */
import { Suspense } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { memoryClient } from '../../tests/unit/render';
import { QueryCache } from './cache';
import { DataProvider, useQueries, useQuery } from './DataProvider';
import { defineQuery } from './query';

/** A read answered after `ms` milliseconds, counting its calls. */
function slowQuery(name: string, ms: number) {
  const fetch = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return `${name} from the CMS`;
  });
  const query = defineQuery<Record<never, never>, string>({
    name,
    key: () => name,
    fetch,
    placeholder: () => `${name} placeholder`,
  });
  return { query, fetch };
}

const first = slowQuery('first', 20);
const second = slowQuery('second', 5);
const third = slowQuery('third', 10);

let renders = 0;

function Reads() {
  renders += 1;
  const [a, b] = useQueries([
    { def: first.query, params: {} },
    { def: second.query, params: {} },
  ]);
  const c = useQuery(third.query, {});
  return <p>{`${a!.data} | ${b!.data} | ${c.data}`}</p>;
}

async function pass(cache: QueryCache): Promise<string> {
  return renderToStringAsync(
    <DataProvider client={memoryClient()} slug="saffron-house" cache={cache} suspend>
      <Suspense fallback={<p>loading</p>}>
        <Reads />
      </Suspense>
    </DataProvider>,
  );
}

describe('the prerender waiting for its reads', () => {
  it('renders every read with its CMS data, then renders again from the cache without waiting', async () => {
    const cache = new QueryCache();
    const firstPass = await pass(cache);
    expect(firstPass).toContain('first from the CMS | second from the CMS | third from the CMS');
    expect(firstPass, 'a part that waited, revealed by an inline script').not.toMatch(/<script\b|loading/i);

    renders = 0;
    const secondPass = await pass(cache);
    expect(secondPass).toContain('first from the CMS | second from the CMS | third from the CMS');
    expect(secondPass, 'a part that waited, revealed by an inline script').not.toMatch(/<script\b/i);
    // Rendered once: none of its reads made it wait and start again.
    expect(renders).toBe(1);
    // Each read ran once: the second pass took them from the cache.
    for (const { fetch } of [first, second, third]) expect(fetch).toHaveBeenCalledTimes(1);
  });
});
