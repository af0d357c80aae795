// The tax rate form's state as the inputs hold it (text), the API body made from it
// (POST/PUT /api/tax/rates, docs/api.md#tax-rates), the problems the form can see before sending,
// and the server's 400 read as the problem of the field it names. The server's schema decides the
// rest (limits, a rate's range, one rate per country, region and class).
import { countryCodeOf } from '../../lib/countries';
import type { TaxRate } from '../../lib/types';

export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const TAX_CLASS_LABELS: Record<TaxClass, string> = {
  standard: 'Standard',
  reduced: 'Reduced',
  zero: 'Zero',
};

export interface TaxRateDraft {
  /** a code or an English name, as typed */
  country: string;
  /** empty: the whole country */
  region: string;
  taxClass: TaxClass;
  /** percent */
  rate: string;
  name: string;
}

/** The form's fields in the order the panel shows them (and focuses the first problem). */
export const TAX_FIELDS = ['country', 'region', 'taxClass', 'rate', 'name'] as const;
export type TaxField = (typeof TAX_FIELDS)[number];
export type TaxProblems = Partial<Record<TaxField, string>>;

export const emptyTaxRate = (): TaxRateDraft => ({ country: '', region: '', taxClass: 'standard', rate: '', name: '' });

export const taxDraftOf = (rate: TaxRate): TaxRateDraft => ({
  country: rate.country,
  region: rate.region ?? '',
  taxClass: rate.taxClass,
  rate: String(rate.rate),
  name: rate.name,
});

/** The JSON body: the country as its code when the text names one (else as typed, for the server
 *  to refuse), no region for the whole country. */
export function taxBodyOf(draft: TaxRateDraft) {
  const region = draft.region.trim();
  return {
    country: countryCodeOf(draft.country) ?? draft.country.trim(),
    ...(region ? { region } : {}),
    taxClass: draft.taxClass,
    rate: draft.rate.trim() === '' ? null : Number(draft.rate),
    name: draft.name.trim(),
  };
}

/** What the form can tell before sending: a missing field, a country it cannot read, a rate
 *  that is no number. */
export function taxDraftProblems(draft: TaxRateDraft): TaxProblems {
  const problems: TaxProblems = {};
  if (!draft.country.trim()) problems.country = 'Is required.';
  else if (!countryCodeOf(draft.country)) problems.country = 'Must be a country code (DE) or name (Germany).';
  const rate = Number(draft.rate);
  if (draft.rate.trim() === '') problems.rate = 'Is required.';
  else if (!Number.isFinite(rate) || rate < 0) problems.rate = 'Must be a percentage of at least 0.';
  if (!draft.name.trim()) problems.name = 'Is required.';
  return problems;
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
const isField = (name: unknown): name is TaxField => TAX_FIELDS.includes(name as TaxField);

/** A 400 `{message, field?}` (or a message "<field>: …") as the problem of that field, else null. */
export function taxProblemOfServer(message: string, body: unknown): TaxProblems | null {
  const field = (body as { field?: unknown } | null)?.field;
  const prefixed = /^(\w+)(?:\.[^:\s]+)?: (.+)$/s.exec(message);
  const name = isField(field) ? field : prefixed?.[1];
  if (!isField(name)) return null;
  const text = prefixed && prefixed[1] === name ? prefixed[2] : message;
  return { [name]: sentence(text) };
}
