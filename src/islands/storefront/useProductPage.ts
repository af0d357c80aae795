// One page of the storefront catalogue from the API's paged form. A new request aborts the
// one before it, so a slow answer for an old search can never replace a newer one. The page the
// server rendered into the HTML is the first state, and is not fetched again.
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { CATALOG_PAGE_SIZE, type ProductPage } from '../../lib/types';

export const PAGE_SIZE = CATALOG_PAGE_SIZE;

type PageState =
  | { status: 'loading'; data: ProductPage | null }
  | { status: 'ready'; data: ProductPage }
  | { status: 'error'; data: ProductPage | null; message: string };

/** `page` is 0-based like react-paginate; the API counts from 1. `fromHtml`: the answer for the
 *  first query and page 0, already in the page. */
export function useProductPage(
  query: string,
  page: number,
  category: string | undefined,
  fromHtml: ProductPage | null,
) {
  const [state, setState] = useState<PageState>(
    fromHtml ? { status: 'ready', data: fromHtml } : { status: 'loading', data: null },
  );
  const [attempt, setAttempt] = useState(0);
  const skipFirstLoad = useRef(fromHtml !== null);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setState((prev) => ({ status: 'loading', data: prev.data }));
    api.products
      .page({ q: query.trim(), page: page + 1, limit: PAGE_SIZE, active: true, category }, controller.signal)
      .then(({ products, total, page: p, pages }) =>
        setState({ status: 'ready', data: { products, total, page: p, pages } }),
      )
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof ApiError ? err.message : 'The products could not be loaded.';
        setState((prev) => ({ status: 'error', data: prev.data, message }));
      });
    return () => controller.abort();
  }, [query, page, category, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
