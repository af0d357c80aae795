// The products a shopper opened lately, kept in the browser (`recently-viewed` in localStorage,
// docs/product.md#product-pages): a small copy of each, newest first, so a product page can list
// them without asking the server.
import { isCents, toCents, type Cents } from './money';

export const RECENTLY_VIEWED_KEY = 'recently-viewed';
/** the products kept: the current one and eight more to show */
export const RECENTLY_VIEWED_MAX = 9;

export interface ViewedProduct {
  id: string;
  slug: string;
  name: string;
  /** the price when viewed, in whole cents */
  priceCents: Cents;
  /** the first image's URL, '' when none */
  image: string;
}

/** An entry as stored; lists stored before prices were kept in cents have `price`, a decimal. */
type StoredViewed = Omit<ViewedProduct, 'priceCents'> & { priceCents?: unknown; price?: unknown };

function isStored(value: unknown): value is StoredViewed {
  const v = value as Partial<StoredViewed> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.name === 'string' &&
    typeof v.image === 'string'
  );
}

function priceOf(entry: StoredViewed): Cents | null {
  if (isCents(entry.priceCents) && entry.priceCents >= 0) return entry.priceCents;
  try {
    const cents = typeof entry.price === 'number' ? toCents(entry.price) : -1;
    return cents >= 0 ? cents : null;
  } catch {
    return null;
  }
}

/** The stored list; anything unreadable counts as empty, and malformed entries are dropped. */
export function decodeViewed(raw: string | null): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isStored)
      .flatMap(({ id, slug, name, image, ...entry }) => {
        const priceCents = priceOf(entry as StoredViewed);
        return priceCents === null ? [] : [{ id, slug, name, priceCents, image }];
      })
      .slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

/** The list after viewing `product`: it goes first, once. */
export function rememberViewed(list: ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  return [product, ...list.filter((item) => item.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}
