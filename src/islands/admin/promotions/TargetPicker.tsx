// "Applies to" of the promotion form: the categories and products picked (each removable), and a
// search over the shop's categories and products to pick more. Nothing picked: the whole order.
import { useId, useState } from 'react';
import { inputClass, labelClass } from '../kit/ui';

interface Named {
  _id: string;
  name: string;
}

interface Props {
  categories: Named[];
  products: Named[];
  picked: { categories: string[]; products: string[] };
  onChange: (picked: { categories: string[]; products: string[] }) => void;
  /** the lists could not be loaded: say so instead of offering nothing */
  loadError?: string;
  problem?: string;
}

const MATCHES_SHOWN = 30;

export function TargetPicker({ categories, products, picked, onChange, loadError, problem }: Props) {
  const [query, setQuery] = useState('');
  const id = useId();
  const q = query.trim().toLowerCase();
  const match = (item: Named) => !q || item.name.toLowerCase().includes(q);
  const groups = [
    { key: 'categories' as const, title: 'Categories', items: categories.filter(match).slice(0, MATCHES_SHOWN) },
    { key: 'products' as const, title: 'Products', items: products.filter(match).slice(0, MATCHES_SHOWN) },
  ];
  const nameOf = (key: 'categories' | 'products', itemId: string) =>
    (key === 'categories' ? categories : products).find((item) => item._id === itemId)?.name ??
    `a removed ${key === 'categories' ? 'category' : 'product'}`;
  const toggle = (key: 'categories' | 'products', itemId: string) => {
    const list = picked[key];
    onChange({ ...picked, [key]: list.includes(itemId) ? list.filter((x) => x !== itemId) : [...list, itemId] });
  };
  const chosen = [
    ...picked.categories.map((c) => ({ key: 'categories' as const, id: c })),
    ...picked.products.map((p) => ({ key: 'products' as const, id: p })),
  ];

  return (
    <fieldset
      id="promotion-target"
      tabIndex={-1}
      aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
      className="rounded-md border border-line p-3"
    >
      <legend className={`${labelClass} px-1`}>Applies to</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {chosen.length ? 'Only lines of these categories and products.' : 'Nothing picked: the whole order.'}
      </p>
      {chosen.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Picked">
          {chosen.map((c) => (
            <li key={`${c.key}-${c.id}`}>
              <button
                type="button"
                onClick={() => toggle(c.key, c.id)}
                className="inline-flex min-h-8 items-center gap-1 rounded-full bg-brand-50 px-3 text-xs font-medium text-brand-800 hover:bg-brand-100"
                aria-label={`Remove ${nameOf(c.key, c.id)}`}
              >
                {nameOf(c.key, c.id)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {loadError ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          Could not load the categories and products: {loadError}
        </p>
      ) : (
        <>
          <label className={`${labelClass} mt-3`} htmlFor={`${id}-search`}>
            Find categories or products
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={inputClass}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <div className="mt-2 max-h-56 overflow-y-auto rounded-md border border-line">
            {groups.map((group) => (
              <div key={group.key} role="group" aria-label={group.title}>
                <p className="sticky top-0 bg-slate-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                  {group.title}
                </p>
                {group.items.length === 0 && <p className="px-3 py-2 text-sm text-ink-muted">None found.</p>}
                {group.items.map((item) => (
                  <label
                    key={item._id}
                    className="flex min-h-10 items-center gap-2 px-3 text-sm text-ink hover:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={picked[group.key].includes(item._id)}
                      onChange={() => toggle(group.key, item._id)}
                    />
                    {item.name}
                  </label>
                ))}
              </div>
            ))}
          </div>
        </>
      )}
      {problem && (
        <p id={`${id}-problem`} className="mt-2 text-sm text-sale">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
