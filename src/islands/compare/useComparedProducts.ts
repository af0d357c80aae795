// The compared products as the server has them now (GET /api/products/{id}) and the categories
// whose attributes name their specifications (GET /api/categories). Each product is read once
// per visit; a removal needs no new request. A product the server no longer sells (404) comes
// back as null, for the page to take off the list.
import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import type { Category, Product } from '../../lib/types';

export interface ComparedProducts {
  /** by id; null: no longer sold */
  products: Record<string, Product | null>;
  categories: Category[] | null;
  failed: boolean;
  retry: () => void;
}

const readProduct = (id: string, signal: AbortSignal) =>
  api.products.one(id, signal).then(
    (answer) => answer.product,
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    },
  );

export function useComparedProducts(ids: readonly string[], enabled: boolean): ComparedProducts {
  const [products, setProducts] = useState<Record<string, Product | null>>({});
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // the ids still to read, as one value, so the effect runs when that set changes and not on every read
  const missing = ids.filter((id) => !(id in products)).join(',');
  const needCategories = categories === null && ids.length > 0;

  useEffect(() => {
    if (!enabled || (!missing && !needCategories)) return;
    const controller = new AbortController();
    const wanted = missing ? missing.split(',') : [];
    setFailed(false);
    Promise.all([
      needCategories ? api.categories.all(controller.signal).then((answer) => answer.categories) : null,
      Promise.all(wanted.map((id) => readProduct(id, controller.signal))),
    ]).then(
      ([readCategories, read]) => {
        if (controller.signal.aborted) return;
        if (readCategories) setCategories(readCategories);
        setProducts((known) => ({ ...known, ...Object.fromEntries(wanted.map((id, i) => [id, read[i]!])) }));
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [enabled, missing, needCategories, attempt]);

  return { products, categories, failed, retry: () => setAttempt((n) => n + 1) };
}
