// The comparison list for the compare buttons (src/components/product/compareButtons.ts) and the
// compare page's island: product ids under `compare` in localStorage, synced across tabs
// (./persisted.ts). Kept out of the shop chunk every page loads: only pages with a compare
// button or the compare page itself load it.
import { addCompared, COMPARE_KEY, COMPARE_LIMIT, decodeCompare, removeCompared } from './compareLogic';
import { persistedAtom } from './persisted';

export { COMPARE_LIMIT } from './compareLogic';

export const $compare = persistedAtom<string[]>(COMPARE_KEY, [], {
  // an empty list removes the key, like the cart
  encode: (ids) => (ids.length ? JSON.stringify(ids) : ''),
  decode: decodeCompare,
});

export type CompareToggle = 'added' | 'removed' | 'full';

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} products: remove one from the comparison first.`;

/** Adds the product, or takes it out when it is in the list already. */
export function toggleCompare(id: string): CompareToggle {
  const list = $compare.get();
  if (list.includes(id)) {
    $compare.set(removeCompared(list, id));
    return 'removed';
  }
  const { list: next, result } = addCompared(list, id);
  if (result === 'full') return 'full';
  $compare.set(next);
  return 'added';
}

export function removeFromCompare(id: string) {
  $compare.set(removeCompared($compare.get(), id));
}
