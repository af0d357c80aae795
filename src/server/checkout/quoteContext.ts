// The quote's context: what every quote is priced with besides the cart (the shipping zones with
// their methods, the tax rates, the shop's tax settings, and the promotions that may apply with
// their uses), put together in one place for the cart's quote and for placing an order. It is read
// as columns of the statement that also reads the cart's products, so a quote costs one round trip
// to the database, and an order's transaction reads it at the same moment as its prices.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Offer } from '../promotions/choosePromotions';
import { offerOfRow, offersOfCode, type OfferRow } from '../promotions/offers';
import { DEFAULT_SETTINGS, SETTINGS_ROW_ID } from '../settings/shopSettings';
import type { Zone } from '../shipping/rates';
import type { StoredTaxRate, TaxSettings } from '../tax/taxFor';
import { shippingMethods, shippingZones, shopSettings, taxRates } from '../db/schema';

export interface QuoteRules {
  zones: Zone[];
  taxRates: StoredTaxRate[];
  taxSettings: TaxSettings;
  offers: Offer[];
}

/** The columns a row of the context comes in (each one JSON text). */
export type QuoteRulesRow = {
  quote_zones: string;
  quote_tax_rates: string;
  quote_settings: string | null;
  quote_offers: string;
};

/**
 * The context as four columns for a statement's select list: subqueries that do not depend on its
 * rows, so the database works each out once however many rows the statement gives. The zones and
 * rates come in the orders the admin pages list them (oldest zone first, methods by position;
 * rates by country, region and class). The offers are those of offersQuery (the coupon's `code` as
 * codeOf gives it); both values may be placeholders of a statement written once.
 */
export function quoteRulesColumns(code: string | Placeholder, customerKey: string | Placeholder): SQL {
  return sql`
    (select coalesce(json_agg(json_build_object(
        'id', z.id, 'name', z.name, 'countries', z.countries, 'regions', z.regions,
        'postalPrefixes', z.postal_prefixes,
        'methods', (select coalesce(json_agg(json_build_object(
            'id', m.id, 'name', m.name, 'type', m.type, 'priceCents', m.price_cents,
            'freeOverCents', m.free_over_cents, 'bands', m.bands, 'minDays', m.min_days, 'maxDays', m.max_days)
          order by m.position), '[]')
          from ${shippingMethods} m where m.zone_id = z.id))
      order by z.created_at, z.id), '[]')::text from ${shippingZones} z) as quote_zones,
    (select coalesce(json_agg(json_build_object(
        'country', t.country, 'region', t.region, 'taxClass', t.tax_class, 'rate', t.rate, 'name', t.name)
      order by t.country, t.region, t.tax_class, t.id), '[]')::text from ${taxRates} t) as quote_tax_rates,
    (select json_build_object(
        'legalName', s.legal_name, 'address', s.address, 'taxId', s.tax_id,
        'pricesIncludeTax', s.prices_include_tax, 'defaultCountry', s.default_country,
        'supportEmail', s.support_email)::text
      from ${shopSettings} s where s.id = ${SETTINGS_ROW_ID}) as quote_settings,
    (select coalesce(json_agg(o), '[]')::text from (${offersOfCode(code, customerKey)}) o) as quote_offers`;
}

/** The context from a row that has quoteRulesColumns. */
export function quoteRulesOf(row: QuoteRulesRow): QuoteRules {
  const zones = JSON.parse(row.quote_zones) as Zone[];
  for (const zone of zones)
    for (const method of zone.methods) {
      // bigint columns come through JSON as numbers already; a driver may still give text
      method.priceCents = Number(method.priceCents);
      method.freeOverCents = method.freeOverCents === null ? null : Number(method.freeOverCents);
    }
  return {
    zones,
    taxRates: JSON.parse(row.quote_tax_rates) as StoredTaxRate[],
    taxSettings: row.quote_settings ? (JSON.parse(row.quote_settings) as TaxSettings) : { ...DEFAULT_SETTINGS },
    offers: (JSON.parse(row.quote_offers) as OfferRow[]).map(offerOfRow),
  };
}
