import { describe, expect, it } from 'vitest';
import { decodeViewed, rememberViewed, RECENTLY_VIEWED_MAX, type ViewedProduct } from '../../src/lib/recentlyViewed';

const item = (n: number): ViewedProduct => ({
  id: `p${n}`,
  slug: `s${n}`,
  name: `N${n}`,
  priceCents: n * 100,
  image: '',
});

describe('recently viewed', () => {
  it('puts the viewed product first, once, and keeps at most the limit', () => {
    let list: ViewedProduct[] = [];
    for (let n = 1; n <= RECENTLY_VIEWED_MAX + 3; n++) list = rememberViewed(list, item(n));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]!.id).toBe(`p${RECENTLY_VIEWED_MAX + 3}`);
    list = rememberViewed(list, item(RECENTLY_VIEWED_MAX + 1));
    expect(list.map((i) => i.id).filter((id) => id === `p${RECENTLY_VIEWED_MAX + 1}`)).toHaveLength(1);
    expect(list[0]!.id).toBe(`p${RECENTLY_VIEWED_MAX + 1}`);
  });

  it('reads anything stored by someone else as empty or drops the malformed entries', () => {
    expect(decodeViewed(null)).toEqual([]);
    expect(decodeViewed('not json')).toEqual([]);
    expect(decodeViewed('{"a":1}')).toEqual([]);
    expect(decodeViewed(JSON.stringify([item(1), { id: 2 }, null, 'x', item(3)]))).toEqual([item(1), item(3)]);
  });

  it('reads a list stored with decimal prices into cents, and drops a price that is no price', () => {
    const old = [
      { id: 'a', slug: 'a', name: 'A', price: 19.99, image: '' },
      { id: 'b', slug: 'b', name: 'B', price: -1, image: '' },
      { id: 'c', slug: 'c', name: 'C', priceCents: 12.5, image: '' },
      { id: 'd', slug: 'd', name: 'D', image: '' },
    ];
    expect(decodeViewed(JSON.stringify(old))).toEqual([{ id: 'a', slug: 'a', name: 'A', priceCents: 1999, image: '' }]);
  });
});
