// Finding products in the index (findIndex.ts): the search's matches and their relevance, the
// filters, the facet counts and one page in the chosen order (docs/product.md#search,
// docs/api.md#sorting-and-filters).
import { noFacetFilters } from '../../lib/facetFilters';
import { toDecimal } from '../../lib/money';
import { PRICE_BANDS, type ProductFacets, type SearchSuggestions } from '../../lib/types';
import type { ProductListQuery } from '../catalog/listQuery';
import { facetCounter, facetSelection } from './facetCounts';
import { sortOrder, type FindIndex } from './findIndex';
import { EXACT, PREFIX, TYPO, wordsOf } from './searchWords';

/** A product list query (../catalog/listQuery.ts) with its page as an offset. */
export type FindQuery = Omit<ProductListQuery, 'page'> & { offset: number };

export interface Found {
  /** index positions of the page's products, in order */
  page: number[];
  total: number;
  facets: ProductFacets;
  didYouMean?: string;
}

/** Words of a search that count; more are ignored. */
const MAX_WORDS = 8;
/** A name holding the whole search holds its first word inside one of its words (as the end of
 *  that word when more words follow): without such a word it needs no substring check. */
const HOLDS_FIRST = 1 << MAX_WORDS;

// Relevance, highest first: every word in the name as typed (a whole word or its start), then the
// whole search inside the name (the substring rule of docs/product.md#search), then every word in
// the name with typos forgiven, then every word in the category, then every word somewhere
// (name, category or description). Within a rank: the better word matches, then newest.
const [NAME_AS_TYPED, NAME_SUBSTRING, NAME_WITH_TYPOS, CATEGORY, ANYWHERE] = [1000, 900, 500, 30, 20];
/** A search that is a variant's SKU: its product comes first, whatever else matches. */
const SKU = 2000;

/** Each product's relevance for `q` (0: not a match). One pass over the products that allocates
 *  nothing per product: at 50,000 products this loop is most of what a search costs, so a name
 *  is first read once for which words it holds at all, and only a name holding every word is
 *  read again for how well. */
export function relevance(index: FindIndex, q: string): Uint16Array {
  const text = q.trim().toLowerCase();
  const words = wordsOf(text).slice(0, MAX_WORDS);
  const tables = words.map((word) => index.vocabulary.match(word));
  const all = full(words.length);
  // per catalogue word: which of the search's words it matches (bit w set: word w), and whether
  // the search's first word is inside it (HOLDS_FIRST)
  const matches = new Uint16Array(index.vocabulary.size);
  tables.forEach((table, w) => {
    for (let id = 0; id < table.length; id++) if (table[id] > 0) matches[id] |= 1 << w;
  });
  let substringNeeds = wordsStartingInside(text, words);
  const holdingFirst = words.length > 0 ? index.vocabulary.nameWordsHolding(words[0]) : null;
  if (holdingFirst) {
    for (const id of holdingFirst) matches[id] |= HOLDS_FIRST;
    substringNeeds |= HOLDS_FIRST;
  }
  // per category and per distinct description: which words they hold
  const categoryHas = index.categories.map((c) => wordMask(tables, c.words, TYPO));
  const categoryAll = index.categories.map(
    (c, at) => (words.length > 0 && categoryHas[at] === all) || c.nameLower.includes(text),
  );
  const descriptionHas = new Int32Array(index.descriptions.length).fill(-1);
  const { start, words: nameWords } = index.nameWords;
  const rank = new Uint16Array(index.count);
  const skuOwner = index.skus.get(text);
  if (skuOwner !== undefined) {
    const at = index.ids.indexOf(skuOwner);
    if (at >= 0) rank[at] = SKU;
  }
  for (let i = 0; i < index.count; i++) {
    if (rank[i] === SKU) continue;
    let held = 0;
    for (let k = start[i]; k < start[i + 1]; k++) held |= matches[nameWords[k]];
    const inName = held & all;
    let sum = 0;
    let typo = false;
    if (words.length > 0 && inName === all) {
      for (const table of tables) {
        let top = 0;
        for (let k = start[i]; k < start[i + 1] && top < EXACT; k++)
          if (table[nameWords[k]] > top) top = table[nameWords[k]];
        sum += top;
        if (top === TYPO) typo = true;
      }
      if (!typo) {
        rank[i] = NAME_AS_TYPED + sum;
        continue;
      }
    }
    if ((held & substringNeeds) === substringNeeds && index.nameLower[i].includes(text)) rank[i] = NAME_SUBSTRING;
    else if (words.length > 0 && inName === all) rank[i] = NAME_WITH_TYPOS + sum;
    else if (words.length === 0) continue;
    else if (index.category[i] >= 0 && categoryAll[index.category[i]]) rank[i] = CATEGORY;
    else {
      const d = index.descriptionOf[i];
      // descriptions count for words as typed (or their start) only
      if (descriptionHas[d] < 0) descriptionHas[d] = wordMask(tables, index.descriptions[d], PREFIX);
      const inCategory = index.category[i] >= 0 ? categoryHas[index.category[i]] : 0;
      if ((inName | inCategory | descriptionHas[d]) === all) rank[i] = ANYWHERE;
    }
  }
  return rank;
}

/** The words (bit w: words[w]) any name holding `text` must have among its words, as typed or
 *  as their start: those that begin a word inside `text`, after a character that is not a letter
 *  or digit (the first word may end a name's word). One-letter words are left out, as the
 *  vocabulary matches them exactly only. */
function wordsStartingInside(text: string, words: string[]): number {
  let mask = 0;
  words.forEach((word, w) => {
    if (word.length < 2) return;
    for (let at = text.indexOf(word, 1); at > 0; at = text.indexOf(word, at + 1)) {
      if (!/[\p{L}\p{N}]$/u.test(text.slice(0, at))) {
        mask |= 1 << w;
        return;
      }
    }
  });
  return mask;
}

const full = (words: number) => (1 << words) - 1;

/** Which of the words (bit w: tables[w]) `ids` holds with a score of at least `least`. */
function wordMask(tables: Uint8Array[], ids: ArrayLike<number>, least: number): number {
  let mask = 0;
  for (let w = 0; w < tables.length; w++) {
    for (let k = 0; k < ids.length; k++) {
      if (tables[w][ids[k]] >= least) {
        mask |= 1 << w;
        break;
      }
    }
  }
  return mask;
}

/** Where each price band starts, in cents (the bands are whole dollars). */
const BAND_STARTS = PRICE_BANDS.map((band) => band.min * 100);

/** The price band of a price in cents: the bands are in order and each starts where the one before ends. */
function bandOf(priceCents: number): number {
  let band = 0;
  while (band < BAND_STARTS.length - 1 && priceCents >= BAND_STARTS[band + 1]) band++;
  return band;
}

/** What a query's search and filters find, whatever its sort and page. */
interface Matches {
  /** per position: 1 when the product is in the list */
  passes: Uint8Array;
  total: number;
  facets: ProductFacets;
  /** with a search: the passing positions by relevance */
  byRelevance: Int32Array | null;
  didYouMean?: string;
}

/** The matches kept per index: the pages and sorts of one search or filter (a shopper paging
 *  on, a crawler walking the pages, readers of another page size) are then a walk along a kept
 *  order instead of a pass over every product. An index updated in place takes a new version,
 *  and that forgets its matches; no answer of another version is ever built from them. */
const KEPT_MATCHES = 64;
const KEPT_MATCHES_BYTES = 4 * 1024 * 1024;
const kept = new WeakMap<FindIndex, { version: number; bytes: number; byKey: Map<string, Matches> }>();

const matchesKey = (q: FindQuery) =>
  JSON.stringify([
    q.q ?? '',
    q.active ?? null,
    q.categories,
    q.min ?? null,
    q.max ?? null,
    q.inStock,
    q.onSale,
    q.facets ?? null,
  ]);
const weightOf = (m: Matches) => m.passes.byteLength + (m.byRelevance?.byteLength ?? 0);

function keptMatches(index: FindIndex, query: FindQuery): Matches {
  let memo = kept.get(index);
  if (!memo || memo.version !== index.version) {
    memo = { version: index.version, bytes: 0, byKey: new Map() };
    kept.set(index, memo);
  }
  const key = matchesKey(query);
  const known = memo.byKey.get(key);
  if (known) {
    // most recently used last: the first ones go first
    memo.byKey.delete(key);
    memo.byKey.set(key, known);
    return known;
  }
  const made = matchesOf(index, query);
  memo.byKey.set(key, made);
  memo.bytes += weightOf(made);
  for (const [oldKey, old] of memo.byKey) {
    if ((memo.bytes <= KEPT_MATCHES_BYTES && memo.byKey.size <= KEPT_MATCHES) || old === made) break;
    memo.byKey.delete(oldKey);
    memo.bytes -= weightOf(old);
  }
  return made;
}

/** The page, total and facets `query` asks for. */
export function findProducts(index: FindIndex, query: FindQuery): Found {
  const { passes, total, facets, byRelevance: ranked, didYouMean } = keptMatches(index, query);
  const end = query.offset + query.limit;
  const sort = query.sort ?? (ranked ? 'relevance' : 'newest');
  const page =
    ranked && sort === 'relevance'
      ? Array.from(ranked.subarray(query.offset, end))
      : pick(sortOrder(index, sort === 'relevance' ? 'newest' : sort), passes, query.offset, end);
  const found: Found = { page, total, facets };
  if (didYouMean) found.didYouMean = didYouMean;
  return found;
}

/** One pass over every product: which pass the query's search and filters, and the facet
 *  counts. Exported for the start's warm-up (warmUp.ts), which must run it, not the kept
 *  matches. */
export function matchesOf(index: FindIndex, query: Omit<FindQuery, 'offset' | 'limit' | 'sort'>): Matches {
  const rank = query.q ? relevance(index, query.q) : null;
  const selected = new Uint8Array(index.categories.length);
  for (const key of query.categories) {
    const at = index.categoryByKey.get(key);
    if (at !== undefined) selected[at] = 1;
  }
  const byCategory = query.categories.length > 0;
  const categoryCounts = new Int32Array(index.categories.length);
  const bandCounts = new Int32Array(PRICE_BANDS.length);
  let inStockCount = 0;
  let onSaleCount = 0;
  let total = 0;
  const passes = new Uint8Array(index.count);
  const selection = facetSelection(index, query.facets ?? noFacetFilters());
  const counter = facetCounter(index, selection);
  const { start, words: values } = index.facetValues;
  const { meets, all } = selection;
  const { active, category, price: prices, stock, onSale: sale } = index;
  const wantActive = query.active === undefined ? -1 : query.active ? 1 : 0;
  const min = query.min ?? -Infinity;
  const max = query.max ?? Infinity;
  const { inStock: stockOnly, onSale: saleOnly } = query;
  for (let i = 0; i < index.count; i++) {
    if (rank && rank[i] === 0) continue;
    if (wantActive >= 0 && active[i] !== wantActive) continue;
    // which spec and option choices the product meets (bit s: choice s); all: `selection.all`
    let met = 0;
    if (all !== 0) for (let k = start[i]; k < start[i + 1]; k++) met |= meets[values[k]];
    const facetsOk = met === all;
    const price = prices[i];
    const at = category[i];
    const inCategory = !byCategory || (at >= 0 && selected[at] === 1);
    const inPrice = price >= min && price < max;
    const inStock = stock[i] > 0;
    const stockOk = !stockOnly || inStock;
    const onSale = sale[i] === 1;
    const saleOk = !saleOnly || onSale;
    // each facet counts what its own choice would find: the other choices hold, its own is left out
    if (facetsOk && inPrice && stockOk && saleOk && at >= 0) categoryCounts[at]++;
    if (facetsOk && inCategory && stockOk && saleOk) bandCounts[bandOf(price)]++;
    if (facetsOk && inCategory && inPrice && saleOk && inStock) inStockCount++;
    if (facetsOk && inCategory && inPrice && stockOk && onSale) onSaleCount++;
    if (!(inCategory && inPrice && stockOk && saleOk)) continue;
    counter.count(start[i], start[i + 1], met);
    if (facetsOk) {
      passes[i] = 1;
      total++;
    }
  }
  const facets: ProductFacets = {
    categories: index.categories
      .map((c, at) => ({ _id: c.id, name: c.name, slug: c.slug, count: categoryCounts[at], at }))
      .filter((c) => c.count > 0 || selected[c.at] === 1)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ at: _at, ...c }) => c),
    price: PRICE_BANDS.map((band, at) => ({ ...band, count: bandCounts[at] })),
    inStock: inStockCount,
    onSale: onSaleCount,
    ...counter.facets(),
  };
  const matches: Matches = { passes, total, facets, byRelevance: rank ? byRelevance(rank, passes) : null };
  if (total === 0 && query.q) {
    const suggestion = didYouMean(index, query.q, query.active);
    if (suggestion) matches.didYouMean = suggestion;
  }
  return matches;
}

/** Positions `order` lists that pass, from the `from`th to before the `to`th. */
function pick(order: Int32Array, passes: Uint8Array, from: number, to: number): number[] {
  const page: number[] = [];
  for (let k = 0, seen = 0; k < order.length && seen < to; k++) {
    if (!passes[order[k]]) continue;
    if (seen >= from) page.push(order[k]);
    seen++;
  }
  return page;
}

/** Passing positions by relevance, newest first within one (positions are newest first): a
 *  counting sort, as relevance takes few values and a short search can match most products. */
export function byRelevance(rank: Uint16Array, passes: Uint8Array | null): Int32Array {
  let highest = 0;
  for (let i = 0; i < rank.length; i++) if (rank[i] > highest) highest = rank[i];
  const next = new Int32Array(highest + 1);
  let total = 0;
  for (let i = 0; i < rank.length; i++) {
    if (rank[i] === 0 || (passes && !passes[i])) continue;
    next[rank[i]]++;
    total++;
  }
  for (let r = highest, at = 0; r > 0; r--) {
    const count = next[r];
    next[r] = at;
    at += count;
  }
  const order = new Int32Array(total);
  for (let i = 0; i < rank.length; i++) {
    if (rank[i] === 0 || (passes && !passes[i])) continue;
    order[next[rank[i]]++] = i;
  }
  return order;
}

/** For a search without a result: each word replaced by the nearest word of the names (words
 *  near none left out), if that finds a product `active` allows. */
function didYouMean(index: FindIndex, q: string, active: boolean | undefined): string | null {
  const words = wordsOf(q).slice(0, MAX_WORDS);
  const corrected = words.map((word) => index.vocabulary.closest(word)).filter((word) => word !== null);
  const suggestion = corrected.join(' ');
  if (!suggestion || suggestion === words.join(' ')) return null;
  const rank = relevance(index, suggestion);
  for (let i = 0; i < index.count; i++) {
    if (rank[i] > 0 && (active === undefined || (index.active[i] === 1) === active)) return suggestion;
  }
  return null;
}

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CATEGORIES = 3;
/** Shorter input suggests nothing: too many words start with one letter. */
export const SUGGEST_MIN_CHARS = 2;

/** What the search boxes offer for `q` (docs/api.md#suggestions): the best active products, and
 *  the categories whose name matches, then those of the products found. Image URLs as stored. */
export function suggest(index: FindIndex, q: string): SearchSuggestions {
  if (q.trim().length < SUGGEST_MIN_CHARS) return { products: [], categories: [] };
  const rank = relevance(index, q);
  const found = byRelevance(rank, index.active);
  const products = Array.from(found.subarray(0, SUGGESTED_PRODUCTS), (at) => ({
    _id: index.ids[at],
    name: index.names[at],
    slug: index.slugs[at],
    price: toDecimal(index.price[at]),
    image: index.images[at] || null,
  }));
  const text = q.trim().toLowerCase();
  const picked = new Set<number>();
  index.categories.forEach((c, at) => {
    if (c.nameLower.includes(text) || wordsOf(text).every((w) => wordsOf(c.nameLower).some((cw) => cw.startsWith(w)))) {
      picked.add(at);
    }
  });
  for (const at of found) {
    if (picked.size >= SUGGESTED_CATEGORIES) break;
    if (index.category[at] >= 0) picked.add(index.category[at]);
  }
  const categories = [...picked].slice(0, SUGGESTED_CATEGORIES).map((at) => {
    const { id, name, slug } = index.categories[at];
    return { _id: id, name, slug };
  });
  return { products, categories };
}
