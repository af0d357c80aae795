// Add/edit form of a tax rate: the country (the checkout's list, ../account/CountrySelect.tsx, with
// the code it stands for shown), an optional region, the tax class, the rate in percent and the name shoppers see.
// Each problem, the server's 400 included, is shown beside its field and the focus moves there.
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { TAX_RATE_LIMITS } from '../../../lib/forms/taxRate';
import { countryCodeOf, countryName } from '../../../lib/countries';
import { useCountryOptions } from '../../account/CountrySelect';
import type { TaxRate } from '../../../lib/types';
import { focusFirstOf, useFormState } from '../kit/useFormState';
import { FormError } from '../kit/FormError';
import { PanelForm } from '../kit/PanelForm';
import { PathField } from '../kit/PathField';
import { PathInput } from '../kit/PathInput';
import {
  emptyTaxRate,
  TAX_CLASS_LABELS,
  TAX_CLASSES,
  TAX_FIELDS,
  taxBodyOf,
  taxDraftOf,
  taxDraftProblems,
  taxProblemOfServer,
  type TaxClass,
  type TaxField,
  type TaxProblems,
  type TaxRateDraft,
} from './taxRateDraft';
import { inputClass } from '../kit/ui';

interface Props {
  /** null: create mode */
  rate: TaxRate | null;
  onClose: () => void;
  onSaved: (rate: TaxRate) => void;
}

const fieldId = (field: TaxField) => `tax-${field}`;

const HINTS: Partial<Record<TaxField, string>> = {
  country: 'The countries the shipping zones name come first; type a name to jump to it.',
  region: 'Empty: the whole country. A US state by name or code.',
  rate: 'Percent, e.g. 19 or 8.875; 0 for the zero class.',
  name: 'Shown to shoppers, e.g. VAT.',
};

export function TaxRatePanel({ rate, onClose, onSaved }: Props) {
  const { draft, problems, formError, saving, set, show, submitter } = useFormState<TaxRateDraft, TaxProblems>({
    initial: () => (rate ? taxDraftOf(rate) : emptyTaxRate()),
    focusFirst: focusFirstOf(TAX_FIELDS, fieldId),
    problemOfServer: taxProblemOfServer,
  });
  const countries = useCountryOptions();

  const submit = submitter(
    () =>
      !show(taxDraftProblems(draft)) &&
      (async () => {
        const body = taxBodyOf(draft);
        const res = rate ? await api.tax.update(rate._id, body) : await api.tax.create(body);
        showToast(res.message);
        onSaved(res.rate);
      }),
  );

  const input = (field: Exclude<TaxField, 'taxClass' | 'country'>, label: string, rest: object = {}) => (
    <PathInput
      id={fieldId(field)}
      label={label}
      problem={problems[field]}
      hint={HINTS[field]}
      value={draft[field]}
      onValue={(value) => set(field, value)}
      {...rest}
    />
  );
  const code = countryCodeOf(draft.country);

  return (
    <PanelForm noun="Tax Rate" editing={Boolean(rate)} saving={saving} onClose={onClose} onSubmit={submit}>
      <FormError message={formError} />
      <div>
        <PathField id={fieldId('country')} label="Country" problem={problems.country} hint={HINTS.country}>
          {(id, describedBy) => (
            <select
              id={id}
              className={inputClass}
              value={code ?? ''}
              onChange={(e) => set('country', e.target.value)}
              aria-invalid={problems.country ? true : undefined}
              aria-describedby={describedBy}
            >
              {countries}
            </select>
          )}
        </PathField>
        {code && (
          <p className="mt-1 text-sm text-ink-soft" data-testid="tax-country-preview">
            {countryName(code)} ({code})
          </p>
        )}
      </div>
      {input('region', 'Region (optional)', { maxLength: TAX_RATE_LIMITS.region, placeholder: 'e.g. California' })}
      <div className="grid gap-4 sm:grid-cols-2">
        <PathField id={fieldId('taxClass')} label="Tax class" problem={problems.taxClass}>
          {(id, describedBy) => (
            <select
              id={id}
              className={inputClass}
              value={draft.taxClass}
              onChange={(e) => set('taxClass', e.target.value as TaxClass)}
              aria-invalid={problems.taxClass ? true : undefined}
              aria-describedby={describedBy}
            >
              {TAX_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {TAX_CLASS_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </PathField>
        {input('rate', 'Rate (%)', { type: 'number', inputMode: 'decimal', min: 0, step: '0.001' })}
      </div>
      {input('name', 'Name', { maxLength: TAX_RATE_LIMITS.name, placeholder: 'e.g. VAT' })}
    </PanelForm>
  );
}
