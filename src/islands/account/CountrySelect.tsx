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

/** The <option>s: "Choose a country", then the zones' countries and the rest in two groups. */
export function useCountryOptions() {
  const all = useMemo(countryList, []);
  const [first, setFirst] = useState<string[]>([]);
  useEffect(() => {
    // without the zones' list (offline, an error) every country is still offered
    api.shipping.countries().then(
      (res) => setFirst(res.countries),
      () => undefined,
    );
  }, []);
  const shipped = all.filter(([code]) => first.includes(code));
  const rest = all.filter(([code]) => !first.includes(code)).map(option);
  return [
    <option key="" value="">
      Choose a country
    </option>,
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
