// react-paginate with the catalogue's window (docs/product.md#limits): 2 pages around the current one, 1 at each end,
// arrow labels that screen readers read as words.
import { useEffect, useRef } from 'react';
import ReactPaginateModule from 'react-paginate';

// react-paginate is CommonJS: under Node's ESM loader (prerender, dev SSR) the default import is
// the module object, in the browser bundle it is the component.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ?? ReactPaginateModule;

interface Props {
  pageCount: number;
  /** 0-based */
  page: number;
  onPageChange: (page: number) => void;
  /** the URL of a page (1-based), for the links */
  hrefOf: (page: number) => string;
}

const item =
  'grid h-10 min-w-10 place-items-center rounded-lg border border-line px-3 text-sm font-semibold text-ink hover:bg-brand-50';

export default function CatalogPager({ pageCount, page, onPageChange, hrefOf }: Props) {
  const nav = useRef<HTMLElement>(null);
  // react-paginate hard-codes role="navigation" on its <ul>, which hides the list from screen
  // readers (axe: listitem). Our <nav> is the landmark, so the <ul> goes back to being a list.
  useEffect(() => {
    const list = nav.current?.querySelector('ul[role="navigation"]');
    list?.removeAttribute('role');
    list?.removeAttribute('aria-label');
  });

  if (pageCount <= 1) return null;
  return (
    <nav ref={nav} aria-label="Product pages" className="mt-10 flex justify-center">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={page}
        onPageChange={({ selected }) => onPageChange(selected)}
        hrefBuilder={(n) => hrefOf(n)}
        hrefAllControls
        pageRangeDisplayed={2}
        marginPagesDisplayed={1}
        previousLabel="←"
        nextLabel="→"
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        breakLabel="…"
        ariaLabelBuilder={(n, selected) => (selected ? `Page ${n}, current page` : `Page ${n}`)}
        containerClassName="flex flex-wrap items-center justify-center gap-2"
        pageLinkClassName={item}
        previousLinkClassName={item}
        nextLinkClassName={item}
        breakLinkClassName="grid h-10 min-w-6 place-items-center text-ink-muted"
        activeLinkClassName="!border-brand-600 !bg-brand-600 !text-white"
        disabledLinkClassName="pointer-events-none opacity-40"
        renderOnZeroPageCount={null}
      />
    </nav>
  );
}
