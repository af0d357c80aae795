// The products a shopper opened lately, kept in the browser (`recently-viewed` in localStorage,
// docs/product.md#product-pages): a small copy of each, newest first, so a product page can list
// them without asking the server.
export const RECENTLY_VIEWED_KEY = 'recently-viewed';
/** the products kept: the current one and eight more to show */
export const RECENTLY_VIEWED_MAX = 9;

export interface ViewedProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  /** the first image's URL, '' when none */
  image: string;
}

function isViewed(value: unknown): value is ViewedProduct {
  const v = value as Partial<ViewedProduct> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    typeof v.image === 'string'
  );
}

/** The stored list; anything unreadable counts as empty, and malformed entries are dropped. */
export function decodeViewed(raw: string | null): ViewedProduct[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isViewed).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The list after viewing `product`: it goes first, once. */
export function rememberViewed(list: ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  return [product, ...list.filter((item) => item.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX);
}
