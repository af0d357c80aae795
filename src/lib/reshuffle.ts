// Kept apart from the sample data so the home page script can import it without the list.

/** Small seeded PRNG (mulberry32) so a reshuffle is reproducible in tests. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A new order of `list` (Fisher-Yates with `seed`) that always differs from the given order
 * when the list has two or more items, so choosing a tab visibly reshuffles the grid.
 */
export function reshuffle<T>(list: readonly T[], seed: number): T[] {
  if (list.length < 2) return [...list];
  const next = random(seed);
  for (let attempt = 0; attempt < 8; attempt++) {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    if (out.some((item, i) => item !== list[i])) return out;
  }
  // astronomically unlikely: fall back to a rotation, which is always a different order
  return [...list.slice(1), list[0]!];
}
