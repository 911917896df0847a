/**
 * The table numbers of `npm run qr-cards -- --tables …`: single tables and ranges separated by
 * commas (`1-20`, `1,3,5-7`). Anything else is refused with what was wrong, before a card is
 * made, so a typo never prints a sheet of wrong cards.
 */

/** More cards than this at once is a typo (`1-2000` for `1-20`), not a restaurant. */
export const MAX_TABLES = 500;

export class TableRangeError extends Error {
  override name = 'TableRangeError';
}

const PART = /^(\d+)(?:\s*-\s*(\d+))?$/;

/** The table numbers a spec names, ascending, each once; throws TableRangeError. */
export function parseTables(spec: string, max = MAX_TABLES): number[] {
  const parts = spec
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw new TableRangeError('no tables given: write them as 1-20 or 1,3,5-7');
  const ranges = parts.map((part) => {
    const match = PART.exec(part);
    if (!match) throw new TableRangeError(`"${part}" is not a table number or a range such as 5-7`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
      throw new TableRangeError(`"${part}" is not a table number anyone has`);
    if (from < 1) throw new TableRangeError(`"${part}": table numbers start at 1`);
    if (to < from) throw new TableRangeError(`"${part}" runs backwards: write ${to}-${from}`);
    return [from, to] as const;
  });
  // Counted before any range is listed: `1-99999999` is refused without making a list of it.
  const tooMany = () => new TableRangeError(`that is more than ${max} tables at once: print them in smaller runs`);
  const tables = new Set<number>();
  for (const [from, to] of ranges) {
    if (to - from + 1 > max) throw tooMany();
    for (let table = from; table <= to; table += 1) tables.add(table);
    if (tables.size > max) throw tooMany();
  }
  return [...tables].sort((a, b) => a - b);
}
