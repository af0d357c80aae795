// The Setting page's form: the shop's legal name, address and tax ID (what invoices print), the
// tax mode and the default country. Checked with the server's schema before sending; each
// problem, the server's 400 included, is shown beside its field and the focus moves there. A save
// says "Saved" beside the button until the next edit.
import { FormError } from '../kit/FormError';
import { useState, type ReactNode } from 'react';
import { isCountryCode } from '../../../lib/countries';
import { useCountryOptions } from '../../account/CountrySelect';
import { SHOP_SETTINGS_LABELS as LABELS, SHOP_SETTINGS_LIMITS } from '../../../lib/forms/shopSettings';
import { api } from '../../../lib/api';
import type { ShopSettings, ShopSettingsChange } from '../../../lib/types';
import { controlProps, PathField } from '../kit/PathField';
import { focusFirstOf, useFormState } from '../kit/useFormState';
import {
  SETTINGS_FIELDS,
  checkSettings,
  problemOfServer,
  sameSettings,
  type SettingsField,
  type SettingsProblems,
} from './settingsDraft';
import { inputClass, labelClass, primaryButton, textareaClass } from '../kit/ui';

interface Props {
  settings: ShopSettings;
  onSaved: (settings: ShopSettings, history: ShopSettingsChange[]) => void;
}

const fieldId = (field: SettingsField) => `settings-${field}`;

const HINTS: Partial<Record<SettingsField, string>> = {
  legalName: 'The seller on invoices. Empty: the shop’s name.',
  address: 'As invoices print it, one line per line.',
  taxId: 'Your VAT or sales tax number, printed on invoices.',
  defaultCountry: 'Its tax applies to a cart before the shopper gives an address.',
  supportEmail: 'Where contact messages go. Empty: the address the server was started with (SHOP_MAIL).',
};

const MODES = [
  {
    value: true,
    label: 'Prices include tax',
    hint: 'EU style: shoppers pay the price shown; the summary says how much of it is tax.',
  },
  {
    value: false,
    label: 'Tax is added at checkout',
    hint: 'US style: prices are before tax; the tax of the shipping address is added to the total.',
  },
];

export function ShopSettingsForm({ settings, onSaved }: Props) {
  const [status, setStatus] = useState<'' | 'saved' | 'unchanged'>('');
  const { draft, setDraft, problems, formError, saving, set, show, submitter } = useFormState<
    ShopSettings,
    SettingsProblems
  >({
    initial: settings,
    focusFirst: focusFirstOf(SETTINGS_FIELDS, fieldId),
    problemOfServer,
    onEdit: () => setStatus(''),
  });
  const countries = useCountryOptions();

  const submit = submitter(() => {
    setStatus('');
    const checked = checkSettings(draft);
    if ('problems' in checked) {
      show(checked.problems);
      return false;
    }
    if (sameSettings(checked.settings, settings)) {
      setDraft(checked.settings);
      setStatus('unchanged');
      return false;
    }
    return async () => {
      const res = await api.settings.save(checked.settings);
      setDraft(res.settings);
      setStatus('saved');
      onSaved(res.settings, res.history);
    };
  });

  const control = (field: SettingsField) => controlProps(fieldId(field), HINTS[field], problems[field]);
  const code = draft.defaultCountry.trim().toUpperCase();

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Shop settings">
      <FormError message={formError} />
      <Field field="legalName" problem={problems.legalName}>
        <input
          {...control('legalName')}
          className={inputClass}
          value={draft.legalName}
          maxLength={SHOP_SETTINGS_LIMITS.legalName}
          autoComplete="organization"
          onChange={(e) => set('legalName', e.target.value)}
        />
      </Field>
      <Field field="address" problem={problems.address}>
        <textarea
          {...control('address')}
          className={textareaClass}
          rows={4}
          value={draft.address}
          maxLength={SHOP_SETTINGS_LIMITS.address}
          autoComplete="street-address"
          onChange={(e) => set('address', e.target.value)}
        />
      </Field>
      <Field field="taxId" problem={problems.taxId}>
        <input
          {...control('taxId')}
          className={`${inputClass} sm:max-w-xs`}
          value={draft.taxId}
          maxLength={SHOP_SETTINGS_LIMITS.taxId}
          spellCheck={false}
          onChange={(e) => set('taxId', e.target.value)}
        />
      </Field>
      <fieldset aria-describedby={problems.pricesIncludeTax && `${fieldId('pricesIncludeTax')}-problem`}>
        <legend className={labelClass}>{LABELS.pricesIncludeTax}</legend>
        <div className="mt-2 space-y-2">
          {MODES.map((mode) => {
            // the first radio carries the field's id, so a problem can move the focus to it
            const id = mode.value ? fieldId('pricesIncludeTax') : `${fieldId('pricesIncludeTax')}-no`;
            return (
              <label
                key={id}
                htmlFor={id}
                className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-md border border-line bg-white p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  id={id}
                  type="radio"
                  name="pricesIncludeTax"
                  className="row-span-2 mt-0.5 h-5 w-5 accent-brand-600"
                  checked={draft.pricesIncludeTax === mode.value}
                  onChange={() => set('pricesIncludeTax', mode.value)}
                  aria-describedby={`${id}-hint`}
                />
                <span className="font-medium text-ink">{mode.label}</span>
                <span id={`${id}-hint`} className="text-ink-soft">
                  {mode.hint}
                </span>
              </label>
            );
          })}
        </div>
        {problems.pricesIncludeTax && (
          <p id={`${fieldId('pricesIncludeTax')}-problem`} className="mt-1 text-sm text-sale">
            {problems.pricesIncludeTax}
          </p>
        )}
      </fieldset>
      <Field field="defaultCountry" problem={problems.defaultCountry}>
        {/* the checkout's list (../account/CountrySelect.tsx), so no typo reaches the server */}
        <select
          {...control('defaultCountry')}
          className={`${inputClass} max-w-sm`}
          value={isCountryCode(code) ? code : ''}
          onChange={(e) => set('defaultCountry', e.target.value)}
        >
          {countries}
        </select>
      </Field>
      <Field field="supportEmail" problem={problems.supportEmail}>
        <input
          {...control('supportEmail')}
          type="email"
          className={`${inputClass} sm:max-w-md`}
          value={draft.supportEmail}
          maxLength={SHOP_SETTINGS_LIMITS.supportEmail}
          autoComplete="email"
          spellCheck={false}
          onChange={(e) => set('supportEmail', e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-4 border-t border-line pt-4">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <p
          role="status"
          className={`text-sm font-medium ${status === 'saved' ? 'text-green-800' : 'text-ink-soft'}`}
          data-testid="settings-status"
        >
          {status === 'saved' ? 'Saved.' : status === 'unchanged' ? 'Nothing changed: there was nothing to save.' : ''}
        </p>
      </div>
    </form>
  );
}

/** A label, its control, a hint and the field's problem (the control points at both). */
const Field = ({ field, ...rest }: { field: SettingsField; problem?: string; children: ReactNode }) => (
  <PathField id={fieldId(field)} label={LABELS[field]} hint={HINTS[field]} {...rest} />
);
