// The address's country is a native <select> (AddressFields.tsx gives it ./Field's label and
// error), so it has the keyboard (typing "Ger" goes to Germany) and the screen reader's list for
// free and costs no script of its own. The countries the shop's shipping zones name come first,
// then every other one; the value is the ISO code, and an address saved with a name ("USA",
// "United Kingdom") shows as its country.
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { countryList } from '../../lib/countries';

const option = ([code, name]: [string, string]) => (
  <option key={code} value={code}>
    {name}
  </option>
);

interface Choices {
  /** the first, empty choice; null: none */
  placeholder?: string | null;
  /** the countries the shipping zones name in a group of their own, first */
  shippedFirst?: boolean;
}

/** The <option>s: "Choose a country", then the zones' countries and the rest in two groups. The
 *  back-office's country fields take the same list (a zone's own countries without the group). */
export function useCountryOptions({ placeholder = 'Choose a country', shippedFirst = true }: Choices = {}) {
  const all = useMemo(countryList, []);
  const [first, setFirst] = useState<string[]>([]);
  useEffect(() => {
    if (!shippedFirst) return;
    // without the zones' list (offline, an error) every country is still offered
    api.shipping.countries().then(
      (res) => setFirst(res.countries),
      () => undefined,
    );
  }, [shippedFirst]);
  const shipped = all.filter(([code]) => first.includes(code));
  const rest = all.filter(([code]) => !first.includes(code)).map(option);
  return [
    placeholder !== null && (
      <option key="" value="">
        {placeholder}
      </option>
    ),
    shipped.length
      ? [
          <optgroup key="shipped" label="We ship to">
            {shipped.map(option)}
          </optgroup>,
          <optgroup key="rest" label="Other countries">
            {rest}
          </optgroup>,
        ]
      : rest,
  ];
}
