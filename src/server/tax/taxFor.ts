// Which tax rates apply to an address (docs/api.md#tax). Pure: the quote passes the rates it read
// (src/server/checkout/quoteContext.ts) and the shop's settings.
//
// For each tax class, a rate for the address's region beats its country's; a reduced-class product
// where the place has no reduced rate pays the standard one (as a US state taxes most goods
// alike); a place without rates, and the zero class, pay none. Shipping is taxed at the standard rate of the place. With no
// address yet (the cart page), the default country's own rates apply: in a shop whose prices
// include tax that is the tax inside them; in one that adds tax (US), usually none, as the
// states' rates need the address.
import { countryCodeOf } from '../../lib/countries';
import type { TaxInput, TaxRate } from '../../lib/pricing';
import { regionKey } from '../../lib/regions';
import type { Address } from '../../lib/types';

export interface StoredTaxRate {
  country: string;
  /** '' for the whole country */
  region: string;
  taxClass: 'standard' | 'reduced' | 'zero';
  rate: number;
  name: string;
}

export interface TaxSettings {
  pricesIncludeTax: boolean;
  defaultCountry: string;
}

export function taxFor(
  address: Pick<Address, 'country' | 'region'> | undefined,
  rates: readonly StoredTaxRate[],
  settings: TaxSettings,
): TaxInput {
  const country = address ? countryCodeOf(address.country) : settings.defaultCountry;
  const region = address ? regionKey(country, address.region) : '';
  const rateOf = (taxClass: 'standard' | 'reduced'): TaxRate | undefined => {
    const here = rates.filter((rate) => rate.country === country && rate.taxClass === taxClass);
    const found =
      (region && here.find((rate) => rate.region && regionKey(country, rate.region) === region)) ||
      here.find((rate) => !rate.region);
    return found ? { rate: found.rate, name: found.name } : undefined;
  };
  const standard = rateOf('standard');
  const reduced = rateOf('reduced') ?? standard;
  return {
    pricesIncludeTax: settings.pricesIncludeTax,
    shippingTaxClass: 'standard',
    rates: { ...(standard ? { standard } : {}), ...(reduced ? { reduced } : {}) },
  };
}
