// The compare page's island (docs/product.md#comparison): the products in the browser's list
// (src/stores/compare.ts), read again from the server, side by side. The list is read only after
// mount (React #418); a product the server no longer sells is taken off the list with a note.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Product } from '../../lib/types';
import { $compare, removeFromCompare } from '../../stores/compare';
import { useMounted } from '../storefront/useMounted';
import { EmptyState } from '../ui/EmptyState';
import { CompareGrid } from './CompareGrid';
import { useComparedProducts } from './useComparedProducts';

export default function CompareView() {
  const mounted = useMounted();
  const ids = useStore($compare);
  const { products, categories, failed, retry } = useComparedProducts(ids, mounted);
  const [note, setNote] = useState('');
  const gone = ids.filter((id) => products[id] === null).join(',');

  useEffect(() => {
    if (!gone) return;
    const ids = gone.split(',');
    ids.forEach(removeFromCompare);
    setNote(
      ids.length === 1
        ? 'A product you added is no longer sold and was taken off the list.'
        : `${ids.length} products you added are no longer sold and were taken off the list.`,
    );
  }, [gone]);

  const noteLine = (
    <p role="status" className="mb-4 text-sm text-ink-soft empty:hidden">
      {note}
    </p>
  );

  if (!mounted) return <div className="min-h-[16rem]" aria-busy="true" />;

  if (ids.length === 0) {
    return (
      <>
        {noteLine}
        <EmptyState
          title="Nothing to compare yet"
          text="Press Compare on up to 4 products to see their specifications side by side here."
          action={{ href: '/products', label: 'Browse our products' }}
        />
      </>
    );
  }

  if (failed) {
    return (
      <div role="alert" className="rounded-xl border border-line p-8 text-center">
        <p className="mb-4 font-semibold text-ink">The products to compare could not be loaded.</p>
        <button
          type="button"
          onClick={retry}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Try again
        </button>
      </div>
    );
  }

  const shown = ids.map((id) => products[id]).filter((product): product is Product => !!product);
  if (!categories || ids.some((id) => products[id] === undefined)) {
    return (
      <p className="min-h-[16rem] text-ink-muted" aria-busy="true">
        Loading the products…
      </p>
    );
  }

  return (
    <>
      {noteLine}
      <CompareGrid products={shown} categories={categories} />
    </>
  );
}
