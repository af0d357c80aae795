// The products side by side: one column each (image, name, remove), then a row per fact. Rows
// where the products differ are highlighted (a tint and a bar, so colour is not the only sign)
// and can be shown alone. Below the columns' width the table scrolls sideways with the row names
// kept in view, so a phone reads one row across two products at a time.
import { useMemo, useRef, useState } from 'react';
import type { Category, Product } from '../../lib/types';
import { removeFromCompare } from '../../stores/compare';
import { CheckboxField } from '../ui/CheckboxField';
import { ProductHead, Row, STICKY } from './CompareCells';
import { compareTable, type CompareRow } from './compareRows';

interface Props {
  products: Product[];
  categories: Category[];
}

export function CompareGrid({ products, categories }: Props) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [removed, setRemoved] = useState('');
  const region = useRef<HTMLDivElement>(null);
  const table = useMemo(() => compareTable(products, categories), [products, categories]);
  const keep = (rows: CompareRow[]) => (onlyDifferences ? rows.filter((r) => r.differs) : rows);
  const groups = [
    { title: null, rows: keep(table.overview) },
    { title: 'Options', rows: keep(table.options) },
    { title: 'Specifications', rows: keep(table.specs) },
  ];
  const shownRows = groups.reduce((sum, group) => sum + group.rows.length, 0);
  const n = products.length;

  function remove(product: Product) {
    removeFromCompare(product._id);
    setRemoved(`${product.name} was removed from the comparison.`);
    region.current?.focus();
  }

  return (
    // a column or two need no more than this: the frame ends where the table does
    <div className="space-y-4" style={{ maxWidth: `${12 + n * 20}rem` }}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <span
            aria-hidden="true"
            className="inline-block h-4 w-4 rounded-sm border-l-4 border-amber-500 bg-amber-100"
          />
          Rows where the products differ are highlighted.
        </p>
        {n > 1 ? (
          <CheckboxField label="Show only differences" checked={onlyDifferences} onChange={setOnlyDifferences} />
        ) : (
          <p className="text-sm text-ink-soft">Add another product to see how they differ.</p>
        )}
      </div>
      {n > 2 && <p className="text-sm text-ink-soft sm:hidden">Scroll the table sideways to see all {n} products.</p>}
      <p role="status" className="sr-only">
        {removed}
      </p>
      <div
        ref={region}
        role="region"
        aria-label="Products compared side by side"
        // focusable so a keyboard can scroll the columns; a removal also lands here
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-line focus-visible:outline-brand-600"
      >
        <table
          className="w-full table-fixed border-separate border-spacing-0 text-sm [overflow-wrap:anywhere]"
          style={{ minWidth: `${7 + n * 7.5}rem` }}
        >
          <colgroup>
            <col className="w-28 sm:w-48" />
          </colgroup>
          <thead>
            <tr>
              <td className={`${STICKY} border-b bg-white`} />
              {products.map((product) => (
                <ProductHead key={product._id} product={product} onRemove={() => remove(product)} />
              ))}
            </tr>
          </thead>
          {groups.map(
            (group) =>
              group.rows.length > 0 && (
                <tbody key={group.title ?? 'overview'}>
                  {group.title && (
                    <tr>
                      <th scope="colgroup" colSpan={n + 1} className="border-b border-line bg-slate-50 p-0 text-left">
                        <span className="sticky left-0 inline-block px-3 py-2 font-bold text-ink">{group.title}</span>
                      </th>
                    </tr>
                  )}
                  {group.rows.map((row) => (
                    <Row key={row.key} row={row} products={products} />
                  ))}
                </tbody>
              ),
          )}
        </table>
        {shownRows === 0 && (
          <p className="p-4 text-sm text-ink-soft">These products are alike in everything listed here.</p>
        )}
      </div>
    </div>
  );
}
