// The SKUs the shop makes for variants sent without one (src/server/catalog/skuNames.ts): each its
// own place's name when free, else the family's first free one, never one of the list's or of
// another product's, whatever the case.
import { describe, expect, it } from 'vitest';
import { fillSkus, skuBase, skuFamily } from '../../src/server/catalog/skuNames';

const ID = '3f2a9c1e-7b4d-4e8a-9f00-0123456789ab';
const BASE = 'SKU-3F2A9C1E7B4D';

describe('skuBase and skuFamily', () => {
  it('name the product by its id: the bare name, then -2, -3, ...', () => {
    expect(skuBase(ID)).toBe(BASE);
    expect(skuFamily(ID, 4)).toEqual([BASE, `${BASE}-2`, `${BASE}-3`, `${BASE}-4`]);
  });
});

describe('fillSkus', () => {
  const family = skuFamily(ID, 9);
  const none = new Set<string>();

  it('gives each missing SKU its own place’s name, as the shop always did, and keeps the sent ones', () => {
    expect(fillSkus([undefined, undefined, undefined], family, none)).toEqual([BASE, `${BASE}-2`, `${BASE}-3`]);
    expect(fillSkus(['IP-128', undefined], family, none)).toEqual(['IP-128', `${BASE}-2`]);
  });

  it('regenerated variants: a kept SKU in another place makes the new one take the first free name', () => {
    // 128 GB / Black kept the bare name, 256 GB / Black kept -2 and moved to the third place
    expect(fillSkus([BASE, undefined, `${BASE}-2`, undefined], family, none)).toEqual([
      BASE,
      `${BASE}-3`,
      `${BASE}-2`,
      `${BASE}-4`,
    ]);
  });

  it('skips the names another product holds and the ones typed in the list, in any case', () => {
    const taken = new Set([`${BASE}-2`, `${BASE}-3`]);
    expect(fillSkus([undefined, undefined, `${BASE.toLowerCase()}-4`, undefined], family, taken)).toEqual([
      BASE,
      `${BASE}-5`,
      `${BASE.toLowerCase()}-4`,
      `${BASE}-6`,
    ]);
  });

  it('never repeats a SKU, however the list and the taken names fall', () => {
    for (let trial = 0; trial < 200; trial++) {
      const size = 1 + (trial % 12);
      const sent = Array.from({ length: size }, (_, at) =>
        (trial * 7 + at) % 3 === 0 ? `${BASE}-${1 + ((trial + at * 5) % 9)}` : undefined,
      ).map((sku) => (sku?.endsWith('-1') ? BASE : sku));
      // duplicates among the sent ones are the list's own 400, not the generator's business
      const typed = sent.filter((sku) => sku !== undefined).map((sku) => sku.toUpperCase());
      if (new Set(typed).size !== typed.length) continue;
      const taken = new Set(family.filter((_, at) => (trial >> at) % 2 === 1 && at > 0));
      const filled = fillSkus(sent, skuFamily(ID, 2 * size + 1 + taken.size), taken);
      expect(filled, JSON.stringify({ sent, taken: [...taken] })).not.toBeNull();
      const upper = filled!.map((sku) => sku.toUpperCase());
      expect(new Set(upper).size).toBe(upper.length);
      for (const [at, sku] of filled!.entries()) {
        if (sent[at] !== undefined) expect(sku).toBe(sent[at]);
        else expect(taken.has(sku)).toBe(false);
      }
    }
  });

  it('says when the family runs out, so the caller reads a longer one', () => {
    expect(fillSkus([undefined, undefined], skuFamily(ID, 2), new Set([`${BASE}-2`]))).toBeNull();
  });
});
