// The SKUs the shop makes for variants sent without one (docs/api.md#variants): a family per
// product, `SKU-<first 12 hex digits of its id>`, `-2`, `-3`, ... Each variant first tries the name
// of its own place (the first variant the bare family name, the n-th `-n`), as the shop always
// did; a name the list or another product already holds is skipped for the family's first free
// one. SKUs are unique whatever their case, so every comparison is in upper case.

/** The family name of a product's SKUs: what migration 0018 gave the first variants. */
export function skuBase(productId: string): string {
  return `SKU-${productId.replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/** The first `size` names of the product's family: the bare name, then `-2`, `-3`, ... */
export function skuFamily(productId: string, size: number): string[] {
  const base = skuBase(productId);
  return Array.from({ length: size }, (_, at) => (at === 0 ? base : `${base}-${at + 1}`));
}

/**
 * The SKU of every variant of a list: the sent ones as sent, the missing ones from `family`
 * (skuFamily), none of them `taken` (upper case: SKUs of other products) and no two alike. The
 * variants whose own place's name is free get it; the others the first free names after. Null
 * when `family` runs out first: the caller asks again with a longer one.
 */
export function fillSkus(
  sent: readonly (string | undefined)[],
  family: readonly string[],
  taken: ReadonlySet<string>,
): string[] | null {
  const used = new Set(taken);
  for (const sku of sent) if (sku !== undefined) used.add(sku.toUpperCase());
  const filled = sent.map((sku, at) => {
    if (sku !== undefined) return sku;
    const own = family[at];
    if (own === undefined || used.has(own)) return undefined;
    used.add(own);
    return own;
  });
  let next = 0;
  for (const [at, sku] of filled.entries()) {
    if (sku !== undefined) continue;
    while (next < family.length && used.has(family[next])) next++;
    if (next === family.length) return null;
    used.add(family[next]);
    filled[at] = family[next];
  }
  return filled as string[];
}
