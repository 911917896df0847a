/** Runs `work` over every item, `limit` at a time; resolves when all have settled. */
export async function eachAtOnce<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
