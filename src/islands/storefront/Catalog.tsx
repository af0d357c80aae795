// The storefront catalogue: /products ("Our Products") and the category routes. Search (ranked,
// typo-forgiving, docs/product.md#search), sort and filters are done by the API over active
// products only; every choice is in the URL (../../lib/catalogState.ts), a new one goes back to
// the first page, and Back/Forward restore the one before. The server renders the URL's page
// into the HTML; every later state is asked of the API.
import { useEffect, useRef, useState } from 'react';
import { catalogParams, catalogStateOf, sameCatalogState, type CatalogState } from '../../lib/catalogState';
import { jsonForScript, productListJsonLd } from '../../lib/productJsonLd';
import { PRODUCT_SORTS, type ProductPage, type ProductSort } from '../../lib/types';
import { CloseButton, Modal } from '../ui/Modal';
import CatalogFilters, { hasFilters } from './CatalogFilters';
import CatalogPager from './CatalogPager';
import CatalogSearch from './CatalogSearch';
import FilterChips from './FilterChips';
import NoResults from './NoResults';
import ProductCard, { SkeletonCard } from './ProductCard';
import { PAGE_SIZE, useProductPage } from './useProductPage';
import { plural } from '../../lib/plural';

interface Props {
  heading: string;
  /** category slug the route is limited to */
  category?: string;
  /** the route's fixed search term, the search when the URL names none */
  routeSearch?: string;
  /** what the URL asked for when the page was rendered */
  initialState: CatalogState;
  /** that page, rendered by the server; null: the island loads it */
  firstPage: ProductPage | null;
  /** the shop's origin, for the structured data's product URLs */
  origin: string;
  /** the page's path, for the pager's links */
  path: string;
}

const DEBOUNCE_MS = 250;
const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  best_selling: 'Best selling',
  name: 'Name',
};

export default function Catalog({ heading, category, routeSearch = '', initialState, firstPage, origin, path }: Props) {
  const [choice, setChoice] = useState(initialState);
  const [text, setText] = useState(initialState.q);
  const [drawer, setDrawer] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const { state, retry } = useProductPage(choice, category, firstPage);
  const latest = useRef(choice);
  latest.current = choice;

  /** A new choice: back to page 1 unless it is the page, into the URL as a new history entry
   *  (`replace`: the same entry, for a search being typed). */
  function choose(next: Partial<CatalogState>, replace = false) {
    const merged = { ...latest.current, page: 1, ...next };
    if (sameCatalogState(merged, latest.current)) return;
    setChoice(merged);
    const url = new URL(window.location.href);
    url.search = catalogParams(merged).toString();
    window.history[replace ? 'replaceState' : 'pushState'](null, '', url);
  }

  useEffect(() => {
    const restore = () => {
      const back = catalogStateOf(new URLSearchParams(window.location.search), !category);
      const restored = { ...back, q: back.q || routeSearch };
      setChoice(restored);
      setText(restored.q);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [category, routeSearch]);

  useEffect(() => {
    if (text.trim() === choice.q) return;
    const timer = window.setTimeout(() => choose({ q: text.trim() }, true), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, choice.q]);

  /** A real link for each page and each filter link, so it can be opened in a new tab or shared. */
  const hrefOf = (next: Partial<CatalogState>) => {
    const params = catalogParams({ ...choice, page: 1, ...next }).toString();
    return params ? `${path}?${params}` : path;
  };
  const pageHref = (page: number) => hrefOf({ page });

  function goTo(next: number) {
    choose({ page: next + 1 });
    const box = top.current;
    if (box && box.getBoundingClientRect().top < 0) box.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const data = state.data;
  /** the filter panel, in the sidebar and in the phone's drawer */
  const filters = (id: string) => (
    <CatalogFilters
      id={id}
      state={choice}
      facets={data?.facets}
      showCategories={!category}
      onChange={choose}
      hrefOf={hrefOf}
    />
  );
  const busy = state.status === 'loading';
  // from the answer, not the requested page, so the line matches the cards while a page loads
  const first = data ? (data.page - 1) * PAGE_SIZE + 1 : 0;
  const summary =
    state.status === 'error'
      ? ''
      : !data
        ? 'Loading products…'
        : data.total === 0
          ? plural(0, 'product')
          : `Showing ${first}–${first + data.products.length - 1} of ${plural(data.total, 'product')}`;

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

      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => setDrawer(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:bg-slate-50 md:hidden"
        >
          Filters{hasFilters(choice) ? ' (on)' : ''}
        </button>
        <label className="ml-auto flex items-center gap-2 text-sm text-ink-soft">
          <span className="sr-only sm:not-sr-only">Sort by</span>
          <select
            value={choice.sort ?? (choice.q ? 'relevance' : 'newest')}
            onChange={(e) => {
              const value = e.target.value as ProductSort;
              choose({ sort: value === (choice.q ? 'relevance' : 'newest') ? undefined : value });
            }}
            className="min-h-11 rounded-lg border border-line bg-white py-2 pl-3 pr-9 text-sm text-ink"
          >
            {PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || choice.q).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <Modal
        open={drawer}
        labelledBy="catalog-filters-title"
        onDismiss={() => setDrawer(false)}
        className="md:hidden"
        boxClassName="absolute inset-y-0 left-0 flex w-[min(22rem,90vw)] flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-2">
          <h2 id="catalog-filters-title" className="text-lg font-bold text-ink">
            Filters
          </h2>
          <CloseButton label="Close filters" onClick={() => setDrawer(false)} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">{filters('drawer')}</div>
        <div className="border-t border-line p-4">
          <button
            type="button"
            onClick={() => setDrawer(false)}
            className="min-h-11 w-full rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {data ? `Show ${plural(data.total, 'product')}` : 'Show products'}
          </button>
        </div>
      </Modal>

      <div className="md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
        <aside aria-label="Filters" className="hidden md:block">
          {filters('side')}
        </aside>
        <div>
          <FilterChips
            state={choice}
            facets={data?.facets}
            showCategories={!category}
            onChange={choose}
            hrefOf={hrefOf}
          />
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
              className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
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
            <NoResults
              page={data}
              onDidYouMean={(words) => {
                setText(words);
                choose({ q: words });
              }}
            />
          ) : (
            <ul
              className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
              aria-busy={busy}
            >
              {data.products.map((product, i) => (
                <li key={product._id}>
                  <ProductCard product={product} priority={i === 0} />
                </li>
              ))}
            </ul>
          )}

          {data && state.status !== 'error' && (
            <CatalogPager pageCount={data.pages} page={choice.page - 1} onPageChange={goTo} hrefOf={pageHref} />
          )}
        </div>
      </div>

      {data && data.page === 1 && data.products.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(productListJsonLd(data.products, origin)) }}
        />
      )}
    </div>
  );
}
