// The sample shop's tax rates (docs/api.md#tax), with prices in USD and tax added at checkout:
// sales tax for a few US states (the state's own rate; local taxes left out), the standard and
// reduced VAT of the EU countries the sample zones ship to, and the UK's. The rest of the world
// pays none. Added with the sample catalogue only; an existing shop never gets them.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { taxRates } from '../db/schema';

type SampleRate = Omit<typeof taxRates.$inferInsert, 'id'>;

const salesTax = (region: string, state: string, rate: number): SampleRate => ({
  country: 'US',
  region,
  taxClass: 'standard',
  rate,
  name: `${state} sales tax`,
});

const vat = (country: string, name: string, standard: number, reduced: number): SampleRate[] => [
  { country, region: '', taxClass: 'standard', rate: standard, name: `${name} VAT` },
  { country, region: '', taxClass: 'reduced', rate: reduced, name: `${name} VAT (reduced)` },
];

export const SAMPLE_TAX_RATES: SampleRate[] = [
  salesTax('CA', 'California', 7.25),
  salesTax('NY', 'New York', 4),
  salesTax('TX', 'Texas', 6.25),
  salesTax('WA', 'Washington', 6.5),
  salesTax('FL', 'Florida', 6),
  ...vat('DE', 'Germany', 19, 7),
  ...vat('FR', 'France', 20, 5.5),
  ...vat('NL', 'Netherlands', 21, 9),
  ...vat('IT', 'Italy', 22, 10),
  ...vat('ES', 'Spain', 21, 10),
  ...vat('GB', 'UK', 20, 5),
];

export async function seedSampleTaxRatesIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(taxRates);
  if (n > 0) return { seeded: false };
  await db.insert(taxRates).values(SAMPLE_TAX_RATES.map((rate) => ({ ...rate, id: randomUUID() })));
  return { seeded: true };
}
