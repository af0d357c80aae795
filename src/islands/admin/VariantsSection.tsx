// "Options and variants" of the product panel: the options, the button that makes every
// combination (keeping the variants that still fit, src/islands/admin/variantRows.ts), and the
// variants' table. Without options the product is sold one way, at the form's price and stock.
import { useState } from 'react';
import { combinations, VARIANT_LIMITS, variantLabel } from '../../lib/forms/variants';
import type { ProductImage } from '../../lib/types';
import { messageFor, type FieldProblem } from './fieldProblem';
import { OptionsEditor } from './OptionsEditor';
import { labelClass, secondaryButton } from './ui';
import {
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
  problem: FieldProblem;
}

export function VariantsSection({ options, rows, onChange, images, problem }: Props) {
  const [refusal, setRefusal] = useState('');
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
      <VariantsTable
        options={options}
        rows={rows}
        onRows={(next) => onChange(options, next)}
        images={images}
        problem={problem}
      />
    </fieldset>
  );
}
