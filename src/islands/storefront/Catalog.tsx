// The storefront catalogue: /products ("Our Products") and the category routes. Search is a
// case-insensitive substring match on productName done by the API over active products only;
// the page resets to the first on each new search (docs/product.md#states). The server
// renders the first page into the HTML; searching and paging then ask the API.
import { useEffect, useRef, useState } from 'react';
import { jsonForScript, productListJsonLd } from '../../lib/productJsonLd';
import type { ProductPage } from '../../lib/types';
import CatalogPager from './CatalogPager';
import CatalogSearch from './CatalogSearch';
import ProductCard, { SkeletonCard } from './ProductCard';
import { PAGE_SIZE, useProductPage } from './useProductPage';

interface Props {
  heading: string;
  /** category slug */
  category?: string;
  /** the search the page opened with (the header search's ?q=, or the route's fixed term) */
  initialQuery: string;
  /** the first page for initialQuery, rendered by the server; null: the island loads it */
  firstPage: ProductPage | null;
  /** the shop's origin, for the structured data's product URLs */
  origin: string;
}

const DEBOUNCE_MS = 250;

export default function Catalog({ heading, category, initialQuery, firstPage, origin }: Props) {
  const [text, setText] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const [page, setPage] = useState(0);
  const top = useRef<HTMLDivElement>(null);
  const { state, retry } = useProductPage(query, page, category, firstPage);

  useEffect(() => {
    if (text === query) return;
    const timer = window.setTimeout(() => {
      setQuery(text);
      setPage(0);
      const url = new URL(window.location.href);
      if (text.trim()) url.searchParams.set('q', text.trim());
      else url.searchParams.delete('q');
      window.history.replaceState(null, '', url);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query]);

  function goTo(next: number) {
    setPage(next);
    const box = top.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const data = state.data;
  const busy = state.status === 'loading';
  // from the answer, not the requested page, so the line matches the cards while a page loads
  const first = data ? (data.page - 1) * PAGE_SIZE + 1 : 0;
  const summary =
    state.status === 'error'
      ? ''
      : !data
        ? 'Loading products…'
        : data.total === 0
          ? '0 products'
          : `Showing ${first}–${first + data.products.length - 1} of ${data.total} products`;

  return (
    <div ref={top} className="scroll-mt-4">
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{heading}</h1>
          <p role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
            {summary}
          </p>
        </div>
        <CatalogSearch value={text} onChange={setText} />
      </div>

      {state.status === 'error' ? (
        <div
          role="alert"
          className="grid min-h-[24rem] place-items-center rounded-xl border border-line bg-slate-50 p-8 text-center"
        >
          <div className="space-y-4">
            <p className="text-lg font-semibold text-ink">The products could not be loaded.</p>
            <p className="text-sm text-ink-muted">{state.message}</p>
            <button
              type="button"
              onClick={retry}
              className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Try again
            </button>
          </div>
        </div>
      ) : !data ? (
        <ul
          className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-busy="true"
          aria-label="Loading products"
        >
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <li key={i}>
              <SkeletonCard />
            </li>
          ))}
        </ul>
      ) : data.products.length === 0 ? (
        <p className="grid min-h-[16rem] place-items-center rounded-xl border border-dashed border-line text-lg font-semibold text-ink-muted">
          No data found
        </p>
      ) : (
        <ul
          className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
          aria-busy={busy}
        >
          {data.products.map((product, i) => (
            <li key={product._id}>
              <ProductCard product={product} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}

      {data && state.status !== 'error' && <CatalogPager pageCount={data.pages} page={page} onPageChange={goTo} />}

      {data && data.page === 1 && data.products.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(productListJsonLd(data.products, origin)) }}
        />
      )}
    </div>
  );
}
