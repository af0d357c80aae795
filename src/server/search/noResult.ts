// What a storefront search that finds nothing offers instead (docs/api.md#sorting-and-filters),
// besides "Did you mean": the categories that have something for sale and the best sellers, so
// the shopper has somewhere to go. Read from the same index as the search, so an answer and its
// offer are of one catalogue version.
import type { NoResultSuggestions } from '../../lib/types';
import { sortOrder, type FindIndex } from './findIndex';

/** One row of the widest catalogue grid. */
export const OFFERED_BEST_SELLERS = 4;

export interface NoResultOffer {
  categories: NoResultSuggestions['categories'];
  /** index positions of the best sellers: active, in stock, sold in the best-selling window */
  bestSelling: number[];
}

export function noResultOffer(index: FindIndex): NoResultOffer {
  const selling = new Uint8Array(index.categories.length);
  for (let i = 0; i < index.count; i++) {
    if (index.active[i] === 1 && index.category[i] >= 0) selling[index.category[i]] = 1;
  }
  const categories = index.categories
    .filter((_, at) => selling[at] === 1)
    .map(({ id, name, slug }) => ({ _id: id, name, slug }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const bestSelling: number[] = [];
  for (const at of sortOrder(index, 'best_selling')) {
    // the order puts every unsold product last
    if (index.sold[at] === 0 || bestSelling.length === OFFERED_BEST_SELLERS) break;
    if (index.active[at] === 1 && index.stock[at] > 0) bestSelling.push(at);
  }
  return { categories, bestSelling };
}
