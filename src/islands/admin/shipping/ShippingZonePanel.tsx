// Add/edit form of a shipping zone: its name, countries (each picked from the checkout's list,
// ../account/CountrySelect.tsx, or "*" for the rest of the world; the names they stand for are
// shown), optional
// regions and postal-code prefixes, and its methods (./ShippingMethodsEditor.tsx). Checked with the
// server's schema before sending (src/lib/forms/shipping.ts); each problem, the server's 400
// included, is shown beside the control it names and the focus moves to the first.
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { countryName, isCountryCode } from '../../../lib/countries';
import { REST_OF_WORLD, SHIPPING_LIMITS } from '../../../lib/forms/shipping';
import type { ShippingZone } from '../../../lib/types';
import { useFormState } from '../kit/useFormState';
import { FormError } from '../kit/FormError';
import { PanelForm } from '../kit/PanelForm';
import { PathInput } from '../kit/PathInput';
import { ShippingMethodsEditor } from './ShippingMethodsEditor';
import { useCountryOptions } from '../../account/CountrySelect';
import { PathField } from '../kit/PathField';
import { inputClass } from '../kit/ui';
import {
  bodyOf,
  controlId,
  countryEntry,
  draftOf,
  draftProblems,
  emptyZone,
  listOf,
  problemOfServer,
  type ZoneDraft,
  type ZoneProblems,
} from './shippingZoneDraft';

interface Props {
  /** null: create mode */
  zone: ShippingZone | null;
  onClose: () => void;
  onSaved: (zone: ShippingZone, mode: 'create' | 'edit') => void;
}

/** What the countries typed stand for: "Germany, France", "The rest of the world". */
function countriesPreview(input: string): string {
  const entries = listOf(input).map(countryEntry);
  if (entries.includes(REST_OF_WORLD)) return 'The rest of the world: every country no other zone lists.';
  // what is no country is named by the problem the form shows when saving
  return entries.filter(isCountryCode).map(countryName).join(', ');
}

/** Focuses the first control with a problem in the form's own order, after the render that shows it. */
function focusFirst(found: ZoneProblems): boolean {
  const ids = new Set(Object.keys(found).map(controlId));
  if (!ids.size) return false;
  requestAnimationFrame(() =>
    [...document.querySelectorAll<HTMLElement>('[id^="zone-"]')].find((el) => ids.has(el.id))?.focus(),
  );
  return true;
}

export function ShippingZonePanel({ zone, onClose, onSaved }: Props) {
  const { draft, problems, formError, saving, set, show, submitter } = useFormState<ZoneDraft, ZoneProblems>({
    initial: () => (zone ? draftOf(zone) : emptyZone()),
    focusFirst,
    problemOfServer,
  });
  // a zone's own list: no group of the countries the zones already name
  const countryOptions = useCountryOptions({ placeholder: null, shippedFirst: false });

  const submit = submitter(
    () =>
      !show(draftProblems(draft)) &&
      (async () => {
        const res = zone
          ? await api.shipping.update(zone._id, bodyOf(draft))
          : await api.shipping.create(bodyOf(draft));
        showToast(res.message);
        onSaved(res.zone, zone ? 'edit' : 'create');
      }),
  );

  const list = (key: 'regions' | 'postalPrefixes', label: string, hint: string, placeholder: string) => (
    <PathInput
      id={controlId(key)}
      label={label}
      problem={problems[key]}
      hint={hint}
      value={draft[key]}
      placeholder={placeholder}
      spellCheck={false}
      onValue={(value) => set(key, value)}
    />
  );
  const preview = countriesPreview(draft.countries);
  const entries = listOf(draft.countries).map(countryEntry);
  const setEntries = (next: string[]) => set('countries', next.join(', '));

  return (
    <PanelForm noun="Shipping Zone" editing={Boolean(zone)} saving={saving} onClose={onClose} onSubmit={submit}>
      <FormError message={formError} />
      <PathInput
        id={controlId('name')}
        label="Zone name"
        problem={problems.name}
        value={draft.name}
        maxLength={SHIPPING_LIMITS.name}
        placeholder="e.g. European Union"
        onValue={(value) => set('name', value)}
      />
      <div>
        <PathField
          id={controlId('countries')}
          label="Countries"
          problem={problems.countries}
          hint="Add each country the zone ships to, or the rest of the world alone."
        >
          {(id, describedBy) => (
            <select
              id={id}
              className={inputClass}
              value=""
              onChange={(e) =>
                e.target.value && setEntries([...entries.filter((c) => c !== e.target.value), e.target.value])
              }
              aria-invalid={problems.countries ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">Add a country</option>
              <option value={REST_OF_WORLD}>The rest of the world</option>
              {countryOptions}
            </select>
          )}
        </PathField>
        {entries.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {entries.map((entry) => (
              <li key={entry}>
                <button
                  type="button"
                  className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-400 bg-white px-3 text-sm font-medium text-ink hover:bg-slate-100"
                  aria-label={`Remove ${entry === REST_OF_WORLD ? 'the rest of the world' : isCountryCode(entry) ? countryName(entry) : entry}`}
                  onClick={() => setEntries(entries.filter((c) => c !== entry))}
                >
                  {entry === REST_OF_WORLD ? 'Rest of the world' : entry}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {preview && (
          <p className="mt-1 text-sm text-ink-soft" data-testid="zone-countries-preview">
            {preview}
          </p>
        )}
      </div>
      {list(
        'regions',
        'Regions (optional)',
        'Only addresses in these states or regions (as the shopper writes them), separated by commas.',
        'e.g. California, CA',
      )}
      {list(
        'postalPrefixes',
        'Postal code prefixes (optional)',
        'Only postal codes starting with one of these, separated by commas.',
        'e.g. 10, SW1',
      )}
      <div>
        <h3 className="mb-2 text-base font-semibold text-ink">Methods</h3>
        <p className="mb-3 text-xs text-ink-muted">
          Checkout offers them in this order and picks the cheapest unless the shopper picks another.
        </p>
        <ShippingMethodsEditor
          methods={draft.methods}
          problems={problems}
          onChange={(methods, changed) => set('methods', methods, changed)}
        />
      </div>
    </PanelForm>
  );
}
