// One page of the storefront catalogue from the API's paged form, for the page's state (search,
// sort, filters, page: ../../lib/catalogState.ts). A new request aborts the one before it, so a
// slow answer for an old state can never replace a newer one. The page the server rendered into
// the HTML is the first state, and is not fetched again.
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { catalogApiParams, type CatalogState } from '../../lib/catalogState';
import { CATALOG_PAGE_SIZE, type ProductPage } from '../../lib/types';

export const PAGE_SIZE = CATALOG_PAGE_SIZE;

type PageState =
  | { status: 'loading'; data: ProductPage | null }
  | { status: 'ready'; data: ProductPage }
  | { status: 'error'; data: ProductPage | null; message: string };

/** `fromHtml`: the answer for the first state, already in the page. */
export function useProductPage(state: CatalogState, category: string | undefined, fromHtml: ProductPage | null) {
  const [page, setPage] = useState<PageState>(
    fromHtml ? { status: 'ready', data: fromHtml } : { status: 'loading', data: null },
  );
  const [attempt, setAttempt] = useState(0);
  const skipFirstLoad = useRef(fromHtml !== null);
  const params = catalogApiParams(state, PAGE_SIZE, category).toString();

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setPage((prev) => ({ status: 'loading', data: prev.data }));
    api.products
      .find(new URLSearchParams(params), controller.signal)
      .then(({ products, total, page: p, pages, facets, didYouMean, suggestions }) =>
        setPage({ status: 'ready', data: { products, total, page: p, pages, facets, didYouMean, suggestions } }),
      )
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const message = err instanceof ApiError ? err.message : 'The products could not be loaded.';
        setPage((prev) => ({ status: 'error', data: prev.data, message }));
      });
    return () => controller.abort();
  }, [params, attempt]);

  return { state: page, retry: () => setAttempt((n) => n + 1) };
}
