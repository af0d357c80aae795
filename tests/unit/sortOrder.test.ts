import { describe, expect, it } from 'vitest';
import { sortOrder, SORTS, type FindIndex } from '../../src/server/search/findIndex';

/** Just the columns sortOrder reads. */
function indexOf(price: number[], sold: number[], names: string[]) {
  return {
    count: price.length,
    price: Float64Array.from(price),
    sold: Int32Array.from(sold),
    nameLower: names,
    orders: {},
  } as unknown as FindIndex;
}

/** The orders as the contract words them: by the sort's key, ties newest first (lower position). */
function expected(index: FindIndex, sort: (typeof SORTS)[number]): number[] {
  const { price, sold, nameLower } = index;
  const by = {
    newest: () => 0,
    price_asc: (a: number, b: number) => price[a] - price[b],
    price_desc: (a: number, b: number) => price[b] - price[a],
    best_selling: (a: number, b: number) => sold[b] - sold[a],
    name: (a: number, b: number) => (nameLower[a] < nameLower[b] ? -1 : nameLower[a] > nameLower[b] ? 1 : 0),
  }[sort];
  return Array.from({ length: index.count }, (_, i) => i).sort((a, b) => by(a, b) || a - b);
}

function randomCatalogue(n: number, seed: number, priceOf: (r: number) => number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const price = Array.from({ length: n }, () => priceOf(next()));
  const sold = Array.from({ length: n }, () => Math.floor(next() * 5));
  const names = Array.from({ length: n }, () => `item ${Math.floor(next() * 50)}`);
  return indexOf(price, sold, names);
}

describe('sortOrder', () => {
  it('orders by each sort with ties newest first (many equal prices and counts)', () => {
    const index = randomCatalogue(3000, 7, (r) => Math.round(r * 40) / 4 + 0.99);
    for (const sort of SORTS) expect(Array.from(sortOrder(index, sort)), sort).toEqual(expected(index, sort));
  });

  it('orders cent prices exactly, up to the largest price the schema holds', () => {
    const index = randomCatalogue(2000, 11, (r) => Math.round(r * 1e12) / 100);
    index.price[5] = 9_999_999_999.99;
    index.price[6] = 0.01;
    index.price[7] = 0;
    for (const sort of ['price_asc', 'price_desc'] as const)
      expect(Array.from(sortOrder(index, sort)), sort).toEqual(expected(index, sort));
  });

  it('still orders prices it cannot pack (below zero)', () => {
    const index = randomCatalogue(500, 3, (r) => Math.round((r - 0.5) * 1000) / 100);
    for (const sort of ['price_asc', 'price_desc'] as const)
      expect(Array.from(sortOrder(index, sort)), sort).toEqual(expected(index, sort));
  });

  it('makes an order once and keeps it', () => {
    const index = randomCatalogue(100, 5, (r) => r * 10);
    expect(sortOrder(index, 'price_asc')).toBe(sortOrder(index, 'price_asc'));
  });
});
