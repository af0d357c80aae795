// The address inputs of checkout and the customer's Address page (limits from the shared schema);
// the country is a list (./CountrySelect.tsx), never free text.
// The state or region is optional: shipping zones and tax rates may depend on it
// (docs/api.md#shipping), and the server reads it as a name or a code.
import { ADDRESS_LIMITS } from '../../lib/forms/address';
import type { Address } from '../../lib/types';
import Field from '../auth/Field';
import { countryCodeOf } from '../../lib/countries';
import { useCountryOptions } from './CountrySelect';
import type { FieldErrors } from '../ui/fieldErrors';

export const ADDRESS_LABELS: Record<keyof Address, string> = {
  name: 'Full name',
  phone: 'Phone',
  line1: 'Address line 1',
  line2: 'Address line 2 (optional)',
  city: 'City',
  region: 'State / region (optional)',
  postalCode: 'Postal code (optional)',
  country: 'Country',
};

const OPTIONAL: readonly (keyof Address)[] = ['line2', 'region', 'postalCode'];

const FIELDS: { key: keyof Address; max?: number; autoComplete: string; type?: string; wide?: boolean }[] = [
  { key: 'name', max: ADDRESS_LIMITS.name, autoComplete: 'name' },
  { key: 'phone', max: ADDRESS_LIMITS.phone, autoComplete: 'tel', type: 'tel' },
  { key: 'line1', max: ADDRESS_LIMITS.line, autoComplete: 'address-line1', wide: true },
  { key: 'line2', max: ADDRESS_LIMITS.line, autoComplete: 'address-line2', wide: true },
  { key: 'city', max: ADDRESS_LIMITS.city, autoComplete: 'address-level2' },
  { key: 'region', max: ADDRESS_LIMITS.region, autoComplete: 'address-level1' },
  { key: 'postalCode', max: ADDRESS_LIMITS.postalCode, autoComplete: 'postal-code' },
  { key: 'country', autoComplete: 'country' },
];

/** The address with `key` set; an emptied region is left out, as addresses without one are stored. */
function withField(address: Address, key: keyof Address, text: string): Address {
  if (key !== 'region' || text) return { ...address, [key]: text };
  const { region: _left, ...rest } = address;
  return rest;
}

interface Props {
  idPrefix: string;
  value: Address;
  errors: FieldErrors;
  /** error keys are prefixed ("shippingAddress.") when the schema nests the address */
  errorPrefix?: string;
  onChange: (value: Address) => void;
}

export function AddressFields({ idPrefix, value, errors, errorPrefix = '', onChange }: Props) {
  const countries = useCountryOptions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map(({ key, max, autoComplete, type, wide }) => {
        const id = `${idPrefix}-${key}`;
        const error = errors[errorPrefix + key];
        return (
          <div key={key} className={wide ? 'sm:col-span-2' : ''}>
            <Field
              id={id}
              label={ADDRESS_LABELS[key]}
              type={type}
              value={key === 'country' ? (countryCodeOf(value.country) ?? '') : (value[key] ?? '')}
              maxLength={max}
              autoComplete={autoComplete}
              required={!OPTIONAL.includes(key)}
              error={error}
              options={key === 'country' ? countries : undefined}
              onChange={(e) => onChange(withField(value, key, e.target.value))}
            />
          </div>
        );
      })}
    </div>
  );
}
