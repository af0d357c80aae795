// The product's variants, one row each: SKU, price, compare-at price, stock, weight, its own values
// of the specifications chosen as differing (empty: the product's), active, its own images (some
// of the product's stored ones), and a price or stock set on the chosen rows at once.
// Wider than a phone, so the table scrolls sideways inside the panel; every input is labelled with
// its variant ("Price of 256 GB / Blue").
import { Fragment, useState } from 'react';
import { variantLabel } from '../../../lib/forms/variants';
import type { CategoryAttribute, ProductImage } from '../../../lib/types';
import { Icon } from '../../ui/Icon';
import { bin } from '../../ui/icons/bin';
import { messageFor, type FieldProblem } from '../kit/fieldProblem';
import { iconButton, secondaryButton } from '../kit/ui';
import { applyToRows, type OptionDraft, type VariantRow } from './variantRows';

interface Props {
  options: OptionDraft[];
  rows: VariantRow[];
  onRows: (rows: VariantRow[]) => void;
  /** the product's stored images, the ones a variant may show */
  images: ProductImage[];
  /** the attributes a variant has its own value of, one column each */
  specColumns: CategoryAttribute[];
  problem: FieldProblem;
}

type Cell = 'sku' | 'price' | 'compareAtPrice' | 'stock' | 'weight';
const CELLS: { field: Cell; header: string; width: string; numeric?: 'decimal' | 'numeric' }[] = [
  { field: 'sku', header: 'SKU', width: 'min-w-32' },
  { field: 'price', header: 'Price ($)', width: 'min-w-24', numeric: 'decimal' },
  { field: 'compareAtPrice', header: 'Original price ($)', width: 'min-w-24', numeric: 'decimal' },
  { field: 'stock', header: 'Stock', width: 'min-w-20', numeric: 'numeric' },
  { field: 'weight', header: 'Weight (g)', width: 'min-w-20', numeric: 'numeric' },
];
const cellInput =
  'block h-10 w-full rounded-md border border-slate-400 bg-white px-2 text-sm text-ink focus:border-brand-500 aria-[invalid]:border-sale';
const smallInput = 'h-10 w-28 rounded-md border border-slate-400 bg-white px-2 text-sm text-ink';

export function VariantsTable({ options, rows, onRows, images, specColumns, problem }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [openImages, setOpenImages] = useState<string | null>(null);
  const [bulk, setBulk] = useState({ price: '', stock: '' });
  const live = new Set(rows.map((r) => r.key));
  const picked = new Set([...chosen].filter((key) => live.has(key)));
  const target = picked.size ? `the ${picked.size} selected` : 'all';
  const update = (key: string, change: Partial<VariantRow>) =>
    onRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const toggle = (key: string, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  if (rows.length === 0) return null;
  const allChosen = picked.size === rows.length;

  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3">
        <legend className="sr-only">Set on several variants</legend>
        {(['price', 'stock'] as const).map((field) => (
          <div key={field} className="flex items-end gap-2">
            <label className="text-sm font-medium text-ink">
              {field === 'price' ? 'Price ($)' : 'Stock'} for {target}
              <input
                className={`${smallInput} mt-1 block`}
                type="number"
                inputMode={field === 'price' ? 'decimal' : 'numeric'}
                min={0}
                step={field === 'price' ? '0.01' : 1}
                value={bulk[field]}
                onChange={(e) => setBulk((b) => ({ ...b, [field]: e.target.value }))}
              />
            </label>
            <button
              type="button"
              className={`${secondaryButton} h-10 px-3`}
              disabled={bulk[field].trim() === ''}
              onClick={() => onRows(applyToRows(rows, picked, field, bulk[field].trim()))}
            >
              Set {field}
            </button>
          </div>
        ))}
      </fieldset>
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Variants</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-ink-soft">
            <tr>
              <th scope="col" className="p-2">
                <input
                  type="checkbox"
                  className="h-5 w-5 rounded border-slate-400"
                  checked={allChosen}
                  onChange={(e) => setChosen(e.target.checked ? new Set(live) : new Set())}
                  aria-label="Select all variants"
                />
              </th>
              <th scope="col" className="p-2">
                Variant
              </th>
              {CELLS.map((cell) => (
                <th key={cell.field} scope="col" className="whitespace-nowrap p-2">
                  {cell.header}
                </th>
              ))}
              {specColumns.map((a) => (
                <th key={`spec-${a.key}`} scope="col" className="whitespace-nowrap p-2">
                  {a.name}
                  {a.unit ? ` (${a.unit})` : ''}
                </th>
              ))}
              <th scope="col" className="p-2">
                Active
              </th>
              <th scope="col" className="p-2">
                Images
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row, i) => {
              const name = variantLabel(options, row.options) || `variant ${i + 1}`;
              const rowError = problem?.path.startsWith(`variants.${i}.options`)
                ? messageFor(problem, `variants-${i}-sku`)
                : undefined;
              return (
                <Fragment key={row.key}>
                  <tr className={row.isActive ? '' : 'bg-slate-50 text-ink-muted'}>
                    <td className="p-2 align-top">
                      <input
                        type="checkbox"
                        className="mt-2.5 h-5 w-5 rounded border-slate-400"
                        checked={picked.has(row.key)}
                        onChange={(e) => toggle(row.key, e.target.checked)}
                        aria-label={`Select ${name}`}
                      />
                    </td>
                    <th scope="row" className="whitespace-nowrap p-2 pt-4 align-top font-medium text-ink">
                      {name}
                      {rowError && <span className="block text-xs font-normal text-sale">{rowError}</span>}
                    </th>
                    {CELLS.map((cell) => {
                      const id = `variants-${i}-${cell.field}`;
                      const error = rowError ? undefined : messageFor(problem, id);
                      return (
                        <td key={cell.field} className="p-2 align-top">
                          <input
                            id={id}
                            className={`${cellInput} ${cell.width}`}
                            value={row[cell.field]}
                            onChange={(e) => update(row.key, { [cell.field]: e.target.value })}
                            aria-label={`${cell.header.replace(/ \(.*\)$/, '')} of ${name}`}
                            placeholder={cell.field === 'sku' ? 'Automatic' : undefined}
                            {...(cell.numeric
                              ? {
                                  type: 'number',
                                  inputMode: cell.numeric,
                                  min: 0,
                                  step: cell.numeric === 'decimal' ? '0.01' : 1,
                                }
                              : {})}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                          />
                          {error && (
                            <span id={`${id}-error`} className="mt-1 block min-w-32 text-xs text-sale">
                              {error}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    {specColumns.map((a) => {
                      const id = `variants-${i}-specs-${a.key}`;
                      const error = messageFor(problem, id);
                      return (
                        <td key={`spec-${a.key}`} className="p-2 align-top">
                          <SpecCell
                            id={id}
                            attribute={a}
                            value={row.specs[a.key] ?? ''}
                            label={`${a.name} of ${name}`}
                            error={error}
                            onChange={(value) => update(row.key, { specs: { ...row.specs, [a.key]: value } })}
                          />
                          {error && (
                            <span id={`${id}-error`} className="mt-1 block min-w-32 text-xs text-sale">
                              {error}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    <td className="p-2 align-top">
                      <input
                        type="checkbox"
                        className="mt-2.5 h-5 w-5 rounded border-slate-400"
                        checked={row.isActive}
                        onChange={(e) => update(row.key, { isActive: e.target.checked })}
                        aria-label={`${name} is sold`}
                      />
                    </td>
                    <td className="p-2 align-top">
                      {images.length ? (
                        <button
                          type="button"
                          id={`variants-${i}-images`}
                          className={`${secondaryButton} h-10 whitespace-nowrap px-3`}
                          aria-expanded={openImages === row.key}
                          aria-label={`Images of ${name}: ${row.images.length || 'the product’s'}`}
                          onClick={() => setOpenImages((key) => (key === row.key ? null : row.key))}
                        >
                          {row.images.length || 'All'}
                        </button>
                      ) : (
                        <span className="mt-2.5 block text-xs text-ink-muted">Product’s</span>
                      )}
                    </td>
                    <td className="p-2 align-top">
                      <button
                        type="button"
                        className={`${iconButton} hover:text-sale`}
                        onClick={() => onRows(rows.filter((r) => r.key !== row.key))}
                        aria-label={`Remove ${name}`}
                      >
                        <Icon icon={bin} className="h-5 w-5" />
                      </button>
                    </td>
                  </tr>
                  {openImages === row.key && (
                    <tr>
                      <td colSpan={CELLS.length + specColumns.length + 5} className="bg-slate-50 p-3">
                        <ImageChoice
                          name={name}
                          images={images}
                          chosen={row.images}
                          onChange={(ids) => update(row.key, { images: ids })}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const PRODUCTS_VALUE = 'Product’s';

/** A variant's own value of one specification, as typed; '' leaves it to the product. */
function SpecCell(props: {
  id: string;
  attribute: CategoryAttribute;
  value: string;
  label: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, attribute, value, label, error, onChange } = props;
  const common = {
    id,
    value,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  if (attribute.type === 'choice' || attribute.type === 'boolean') {
    const choices =
      attribute.type === 'boolean'
        ? [
            { value: 'true', text: 'Yes' },
            { value: 'false', text: 'No' },
          ]
        : (attribute.values ?? []).map((v) => ({ value: v, text: v }));
    return (
      <select {...common} className={`${cellInput} min-w-28`} onChange={(e) => onChange(e.target.value)}>
        <option value="">{PRODUCTS_VALUE}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      className={`${cellInput} min-w-24`}
      placeholder={PRODUCTS_VALUE}
      onChange={(e) => onChange(e.target.value)}
      {...(attribute.type === 'number' ? { type: 'number', inputMode: 'decimal' as const, step: 'any' } : {})}
    />
  );
}

/** Which of the product's images a variant shows; none chosen: all of the product's. */
function ImageChoice(props: {
  name: string;
  images: ProductImage[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const on = new Set(props.chosen);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">
        Images of {props.name} <span className="font-normal text-ink-muted">(none chosen: the product’s)</span>
      </legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {props.images.map((image, i) => (
          <li key={image.public_id}>
            <button
              type="button"
              aria-pressed={on.has(image.public_id)}
              onClick={() =>
                props.onChange(
                  props.images
                    .map((img) => img.public_id)
                    .filter((id) => (id === image.public_id ? !on.has(id) : on.has(id))),
                )
              }
              className={`block h-16 w-16 overflow-hidden rounded-md border-2 ${
                on.has(image.public_id) ? 'border-brand-600' : 'border-transparent opacity-70'
              }`}
            >
              <img src={image.url} alt={`Product view ${i + 1}`} className="h-full w-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
