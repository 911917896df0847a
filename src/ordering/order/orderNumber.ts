/**
 * Order numbers the restaurant can read out over the phone: the restaurant's initials, a dash
 * and five characters, `SH-7F3K2`. The characters leave out 0/O, 1/I/L and U, which people
 * mix up when they read or type them: 30^5, about 24 million numbers per prefix.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 5;

/** "Saffron House" -> "SH", "Cedar" -> "CE", nothing usable -> "OR" (order). */
export function orderPrefix(restaurantName: string): string {
  const words = restaurantName
    .normalize('NFKD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  if (words.length === 1 && words[0]!.length >= 2) return words[0]!.slice(0, 2).toUpperCase();
  return 'OR';
}

/** A random number, never one in `taken` (this browser's earlier orders). */
export function newOrderNumber(
  restaurantName: string,
  taken: ReadonlySet<string> = new Set(),
  random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n)),
): string {
  const prefix = orderPrefix(restaurantName);
  for (;;) {
    const code = [...random(LENGTH)].map((value) => ORDER_NUMBER_ALPHABET[value % ORDER_NUMBER_ALPHABET.length]);
    const number = `${prefix}-${code.join('')}`;
    if (!taken.has(number)) return number;
  }
}

export const ORDER_NUMBER_PATTERN = /^[A-Z]{2}-[2-9A-HJKMNP-TV-Z]{5}$/;
