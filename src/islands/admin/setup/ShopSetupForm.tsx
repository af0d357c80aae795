// "Set up your shop": every answer the pages and documents show, on one form (docs/api.md#setup).
// Checked with the server's schema before sending; each problem, the server's 400 included, is
// shown beside its field and the focus moves there. After a save the publish's progress is shown
// as the Content section shows it (queued, building, done or failed).
import { useEffect, type ReactNode } from 'react';
import { api } from '../../../lib/api';
import { countryName } from '../../../lib/countries';
import { useCountryOptions } from '../../account/CountrySelect';
import {
  MENU_NAMES,
  pricesIncludeTaxIn,
  REPLACEABLE_MENUS,
  SHOP_SETUP_LABELS as LABELS,
  SHOP_SETUP_LIMITS as LIMITS,
  type ReplaceableMenu,
  type SetupAnswersView,
  type SetupView,
} from '../../../lib/forms/shopSetup';
import { PublishProgress } from '../../content/PublishProgress';
import { usePublish } from '../../content/usePublish';
import { controlProps, PathField } from '../kit/PathField';
import { focusFirstOf, useFormState } from '../kit/useFormState';
import { FormError } from '../kit/FormError';
import { checkSetup, problemOfServer, SETUP_FIELDS, type SetupField, type SetupProblems } from './setupDraft';
import { inputClass, labelClass, primaryButton, textareaClass } from '../kit/ui';

const fieldId = (field: SetupField) => `setup-${field}`;

const HINTS: Partial<Record<SetupField, string>> = {
  shopName: 'In the header, the page titles and the copyright line.',
  contactEmail: 'In the top bar and the policies.',
  supportEmail: 'In the footer.',
  phone: 'In the footer and the terms.',
  address: 'As invoices print it, one line per line; the footer and the policies show it on one line.',
  legalName: 'The seller on invoices, and who the policies are from.',
  taxId: 'Your VAT or sales tax number, printed on invoices.',
  governingLaw: 'The policies say “governed by the laws of …”: for example Germany, or the State of New York.',
  dealText: 'In the top bar of every page.',
};

const card = 'rounded-lg border border-line bg-white p-5 shadow-sm';

interface Props {
  view: SetupView;
  onSaved: (view: SetupView) => void;
}

export function ShopSetupForm({ view, onSaved }: Props) {
  const { draft, setDraft, problems, formError, saving, set, show, submitter } = useFormState<
    SetupAnswersView,
    SetupProblems
  >({ initial: view.setup, focusFirst: focusFirstOf(SETUP_FIELDS, fieldId), problemOfServer });
  // always one country: the settings' default country, from the start
  const countries = useCountryOptions({ placeholder: null });
  const progress = usePublish();
  const { follow } = progress;
  // a save still being published when the page was opened (or reloaded) is followed on
  useEffect(() => {
    const last = view.publish;
    if (last && (last.status === 'queued' || last.status === 'building')) follow(last);
  }, [follow, view.publish]);

  function toggleMenu(id: ReplaceableMenu, on: boolean) {
    set(
      'replaceDemoMenus',
      REPLACEABLE_MENUS.filter((m) => (m === id ? on : draft.replaceDemoMenus.includes(m))),
    );
  }

  const submit = submitter(() => {
    if (progress.busy) return false;
    const checked = checkSetup(draft);
    if ('problems' in checked) {
      show(checked.problems);
      return false;
    }
    return async () => {
      const { publish, success: _ok, message: _message, ...saved } = await api.setup.save(checked.setup);
      progress.follow(publish);
      setDraft(saved.setup);
      onSaved({ ...saved, publish });
    };
  });

  const control = (field: SetupField) => controlProps(fieldId(field), HINTS[field], problems[field]);
  const text = (field: SetupField, max: number, extra: Record<string, string> = {}) => (
    <Field field={field} problem={problems[field]}>
      <input
        {...control(field)}
        {...extra}
        className={inputClass}
        value={String(draft[field] ?? '')}
        maxLength={max}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );
  const code = draft.country.trim().toUpperCase();

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Set up your shop">
      <FormError message={formError} />
      {!view.editing.enabled && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This server cannot publish: {view.editing.reason}
        </p>
      )}
      <fieldset className={`${card} grid gap-5 sm:grid-cols-2`}>
        <legend className="float-left mb-1 text-lg font-semibold text-ink sm:col-span-2">The shop</legend>
        <div className="sm:col-span-2">{text('shopName', LIMITS.shopName, { autoComplete: 'organization' })}</div>
        {text('contactEmail', LIMITS.email, { type: 'email', autoComplete: 'email', spellCheck: 'false' })}
        {text('supportEmail', LIMITS.email, { type: 'email', autoComplete: 'email', spellCheck: 'false' })}
        {text('phone', LIMITS.phone, { type: 'tel', autoComplete: 'tel' })}
        <div className="sm:col-span-2">
          <Field field="address" problem={problems.address}>
            <textarea
              {...control('address')}
              className={textareaClass}
              rows={3}
              value={draft.address}
              maxLength={LIMITS.address}
              autoComplete="street-address"
              onChange={(e) => set('address', e.target.value)}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className={`${card} grid gap-5 sm:grid-cols-2`}>
        <legend className="float-left mb-1 text-lg font-semibold text-ink sm:col-span-2">Seller and law</legend>
        {text('legalName', LIMITS.legalName)}
        {text('taxId', LIMITS.taxId, { spellCheck: 'false' })}
        <Field field="country" problem={problems.country}>
          <select
            {...control('country')}
            aria-describedby={[`${fieldId('country')}-mode`, problems.country && `${fieldId('country')}-problem`]
              .filter(Boolean)
              .join(' ')}
            className={inputClass}
            value={code}
            onChange={(e) => set('country', e.target.value)}
          >
            {countries}
          </select>
          {/* what the country decides, so the owner sees it before saving */}
          <p id={`${fieldId('country')}-mode`} className="mt-1 text-xs text-ink-muted" data-testid="setup-tax-mode">
            The default country becomes {countryName(code)};{' '}
            {pricesIncludeTaxIn(code)
              ? 'catalogue prices include tax (EU and UK style).'
              : 'tax is added at checkout (US style).'}
          </p>
        </Field>
        {text('governingLaw', LIMITS.governingLaw)}
      </fieldset>

      <fieldset className={`${card} grid gap-5`}>
        <legend className="float-left mb-1 text-lg font-semibold text-ink">Deals and menus</legend>
        {text('dealText', LIMITS.dealText)}
        <fieldset aria-describedby={`${fieldId('replaceDemoMenus')}-hint`}>
          <legend className={labelClass}>{LABELS.replaceDemoMenus}</legend>
          <p id={`${fieldId('replaceDemoMenus')}-hint`} className="mt-1 text-xs text-ink-muted">
            Checked menus are replaced by the shop’s own categories and pages. The theme’s menus still in place are
            checked.
          </p>
          <div className="mt-2 grid gap-2" id={fieldId('replaceDemoMenus')} tabIndex={-1}>
            {REPLACEABLE_MENUS.map((id) => (
              <label
                key={id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line p-3 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-brand-600"
                  checked={draft.replaceDemoMenus.includes(id)}
                  onChange={(e) => toggleMenu(id, e.target.checked)}
                />
                <span>
                  {MENU_NAMES[id]}
                  {view.demoMenus.includes(id) && <span className="ml-2 text-xs text-amber-800">(theme demo)</span>}
                </span>
              </label>
            ))}
          </div>
          {problems.replaceDemoMenus && (
            <p id={`${fieldId('replaceDemoMenus')}-problem`} className="mt-1 text-sm text-sale">
              {problems.replaceDemoMenus}
            </p>
          )}
        </fieldset>
        <p className="text-sm text-ink-soft">
          Saving also fills the policies’ placeholders with these answers, sets their governing law, removes the FAQ’s
          template entries about the theme and the platform, and has the payment question say what the shop takes.
        </p>
      </fieldset>

      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButton} disabled={saving || progress.busy || !view.editing.enabled}>
            {saving ? 'Saving…' : progress.busy ? 'Publishing…' : 'Save and publish'}
          </button>
        </div>
        <PublishProgress follow={progress} pageHref="/" />
      </div>
    </form>
  );
}

/** A label, its control, a hint and the field's problem (the control points at both). */
const Field = ({ field, ...rest }: { field: SetupField; problem?: string; children: ReactNode }) => (
  <PathField id={fieldId(field)} label={LABELS[field]} hint={HINTS[field]} {...rest} />
);
