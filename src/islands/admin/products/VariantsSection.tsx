// "Options and variants" of the product panel: the options, the button that makes every
// combination (keeping the variants that still fit, src/islands/admin/variantRows.ts), the
// specifications that differ by variant (each one chosen is a column of the table), and the
// variants' table. Without options the product is sold one way, at the form's price and stock.
import { useState } from 'react';
import { combinations, VARIANT_LIMITS, variantLabel } from '../../../lib/forms/variants';
import type { CategoryAttribute, ProductImage } from '../../../lib/types';
import { Icon } from '../../ui/Icon';
import { close } from '../../ui/icons/close';
import { messageFor, type FieldProblem } from '../kit/fieldProblem';
import { OptionsEditor } from './OptionsEditor';
import { labelClass, secondaryButton } from '../kit/ui';
import {
  attributesInRows,
  clearSpec,
  combinationCount,
  regenerateRows,
  renameOption,
  TOO_MANY_VARIANTS,
  type OptionDraft,
  type VariantRow,
} from './variantRows';
import { VariantsTable } from './VariantsTable';

interface Props {
  options: OptionDraft[];
  rows: VariantRow[];
  onChange: (options: OptionDraft[], rows: VariantRow[]) => void;
  images: ProductImage[];
  /** the category's attributes: the specs a variant may have its own value of */
  attributes: CategoryAttribute[];
  problem: FieldProblem;
}

export function VariantsSection({ options, rows, onChange, images, attributes, problem }: Props) {
  const [refusal, setRefusal] = useState('');
  const [varying, setVarying] = useState<string[]>(() => attributesInRows(rows));
  // the category's order, and only its attributes (another category was chosen meanwhile)
  const specColumns = attributes.filter((a) => varying.includes(a.key) || attributesInRows(rows).includes(a.key));
  function toggleSpec(key: string, on: boolean) {
    setVarying((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));
    if (!on) onChange(options, clearSpec(rows, key));
  }
  const complete = options.length > 0 && options.every((o) => o.name.trim() && o.values.length);
  const wanted = complete ? combinations(options).map((c) => variantLabel(options, c)) : [];
  const shown = rows.map((r) => variantLabel(options, r.options));
  // rows the admin removed on purpose are no reason to say the table is out of date
  const outdated =
    complete && rows.length > 0 && shown.some((label, i) => label !== wanted[i] && !wanted.includes(label));
  const generateError = refusal || messageFor(problem, 'variants-generate');

  function generate() {
    if (!complete) return setRefusal('Give every option a name and at least one value first.');
    if (combinationCount(options) > VARIANT_LIMITS.variants) return setRefusal(TOO_MANY_VARIANTS);
    setRefusal('');
    onChange(options, regenerateRows(options, rows));
  }

  // min-w-0: a fieldset is as wide as its widest content by default; the table scrolls instead
  return (
    <fieldset className="min-w-0 space-y-3 border-t border-line pt-4">
      <legend className={`${labelClass} text-base`}>Options and variants</legend>
      <p className="text-xs text-ink-muted">
        Up to 3 options, e.g. Storage and Colour. Without options the product is sold one way, at the price and stock
        above; with options each variant has its own.
      </p>
      <OptionsEditor
        options={options}
        onChange={(next, rename) =>
          onChange(next, next.length === 0 ? [] : rename ? renameOption(rows, ...rename) : rows)
        }
        problem={problem}
      />
      {options.length > 0 && (
        <div>
          <button
            id="variants-generate"
            type="button"
            className={secondaryButton}
            onClick={generate}
            aria-describedby="variants-generate-note"
          >
            Generate variants
          </button>
          <p
            id="variants-generate-note"
            className={`mt-1 text-xs ${generateError ? 'text-sale' : 'text-ink-muted'}`}
            role={generateError ? 'alert' : undefined}
          >
            {generateError ||
              (outdated
                ? 'The options changed: generate the variants again to match them (the ones that still fit are kept).'
                : 'Makes a variant for every combination of the values, keeping the ones that still fit.')}
          </p>
        </div>
      )}
      {rows.length > 0 && attributes.length > 0 && (
        <div>
          <div className="flex flex-wrap items-end gap-2">
            {/* a label beside the select, not around it: the options' names (the attributes'
                names) would otherwise be part of its label, and of the spec fields' below */}
            <div>
              <label htmlFor="variant-specs-add" className="text-sm font-medium text-ink">
                Set a specification per variant
              </label>
              <select
                id="variant-specs-add"
                className="mt-1 block h-10 rounded-md border border-slate-400 bg-white px-2 text-sm text-ink"
                value=""
                onChange={(e) => e.target.value && toggleSpec(e.target.value, true)}
                aria-describedby="variant-specs-note"
              >
                <option value="">Choose one…</option>
                {attributes
                  .filter((a) => !specColumns.includes(a))
                  .map((a) => (
                    <option key={a.key} value={a.key}>
                      {a.name}
                    </option>
                  ))}
              </select>
            </div>
            {specColumns.map((a) => (
              <button
                key={a.key}
                type="button"
                className={`${secondaryButton} h-10 gap-1 px-3`}
                onClick={() => toggleSpec(a.key, false)}
              >
                <span className="sr-only">Stop setting </span>
                {a.name}
                <span className="sr-only"> per variant</span>
                <Icon icon={close} className="h-4 w-4" />
              </button>
            ))}
          </div>
          <p id="variant-specs-note" className="mt-1 text-xs text-ink-muted">
            For what differs between variants, such as storage: each gets a column below, and a variant left empty shows
            the product’s value.
          </p>
        </div>
      )}
      <VariantsTable
        options={options}
        rows={rows}
        onRows={(next) => onChange(options, next)}
        images={images}
        specColumns={specColumns}
        problem={problem}
      />
    </fieldset>
  );
}
