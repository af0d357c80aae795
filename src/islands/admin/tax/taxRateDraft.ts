// The tax rate form's state as the inputs hold it (text), the API body made from it
// (POST/PUT /api/tax/rates, docs/api.md#tax), and the problems of that body under the schema the
// server parses with (src/lib/forms/taxRate.ts), each named by the field it concerns, the
// server's 400 ("rate: must be at most 100.") included, so the panel shows it beside that field.
import { countryCodeOf } from '../../../lib/countries';
import { taxRateSchema } from '../../../lib/forms/taxRate';
import { TAX_CLASSES, type TaxClass } from '../../../lib/pricing';
import type { TaxRate } from '../../../lib/types';

export { TAX_CLASSES, type TaxClass };

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

/** The JSON body: the country as its code when the text names one (else as typed, for the schema
 *  to refuse), null for the whole country; a rate left empty is sent as none (the schema says so). */
export function taxBodyOf(draft: TaxRateDraft) {
  return {
    country: countryCodeOf(draft.country) ?? draft.country.trim(),
    region: draft.region.trim() || null,
    taxClass: draft.taxClass,
    rate: draft.rate.trim() === '' ? undefined : Number(draft.rate),
    name: draft.name,
  };
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
const isField = (name: unknown): name is TaxField => TAX_FIELDS.includes(name as TaxField);

/** Every problem of the body, the first one per field ("Must be …"); empty when it may be sent. */
export function taxDraftProblems(draft: TaxRateDraft): TaxProblems {
  const parsed = taxRateSchema.safeParse(taxBodyOf(draft));
  const problems: TaxProblems = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !problems[field]) problems[field] = sentence(issue.message);
  }
  return problems;
}

/** A server's 400 "<field>: <message>" as the problem of that field, else null. */
export function taxProblemOfServer(message: string): TaxProblems | null {
  const match = /^(\w+)(?:\.[^:\s]+)?: (.+)$/s.exec(message);
  return match && isField(match[1]) ? { [match[1]]: sentence(match[2]) } : null;
}
