import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from './model';
import { parseStoredCart, readCart, writeCart } from './storage';

const good = {
  cartId: 'line-1',
  id: 3,
  name: { en: 'Kabsa', ar: 'كبسة' },
  image: '/assets/img/dishes/dish-01.webp',
  basePrice: 40,
  selectedVariant: { id: 7, name: { en: 'Large', ar: 'كبير' }, price: 55 },
  selectedAddons: [{ id: 9, name: { en: 'Salad', ar: 'سلطة' }, price: 6 }],
  quantity: 2,
  totalPrice: 1, // wrong on purpose: recomputed
};

function memory(raw: string | null) {
  const store = new Map<string, string>();
  if (raw !== null) store.set(CART_STORAGE_KEY, raw);
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    store,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('cart storage', () => {
  it('restores good lines and recomputes their totals', () => {
    const lines = readCart(memory(JSON.stringify([good])));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ cartId: 'line-1', quantity: 2, totalPrice: 122 });
  });

  it('round-trips what it writes', () => {
    const storage = memory(null);
    const lines = readCart(memory(JSON.stringify([good])));
    writeCart(storage, lines);
    expect(readCart(storage)).toEqual(lines);
  });

  it.each([
    ['bad JSON', '{not json'],
    ['not a list', '{"a":1}'],
  ])('survives %s with an empty cart and a warning', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readCart(memory(raw))).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('drops invalid lines with a warning and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = [
      good,
      { ...good, cartId: 'neg', quantity: -3 },
      { ...good, cartId: 'huge', quantity: 1e9 },
      { ...good, cartId: 'frac', quantity: 1.5 },
      { ...good, cartId: 'badid', id: { $gt: 1 } },
      { ...good, cartId: 'str', quantity: '2' },
      { ...good, cartId: 'price', selectedVariant: { id: 1, price: -10 } },
      { ...good, cartId: 'addons', selectedAddons: 'lots' },
      { ...good, cartId: 'proto', __proto__: { quantity: 5 } },
      { ...good }, // duplicate cartId
      null,
      42,
      { ...good, cartId: 'js', image: 'javascript:alert(1)' },
    ];
    const { lines, dropped } = parseStoredCart(JSON.stringify(hostile));
    expect(lines.map((l) => l.cartId)).toEqual(['line-1', 'proto', 'js']);
    expect(lines[2]!.image).toBeNull();
    expect(dropped).toBe(10);
    readCart(memory(JSON.stringify(hostile)));
    expect(warn).toHaveBeenCalledWith('[cart] dropped 10 invalid stored cart entries');
  });

  it('does not break when storage throws', () => {
    expect(
      readCart({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toEqual([]);
    expect(() =>
      writeCart(
        {
          setItem: () => {
            throw new Error('full');
          },
        },
        [],
      ),
    ).not.toThrow();
  });
});
