// The admin's tax rates (docs/api.md#tax): list, write, delete; and the rates as a quote reads
// them (src/server/checkout/quoteContext.ts). A place (country and region) has at most one rate per tax class: the
// unique index keeps that against two admins saving at once.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { TaxRateInput } from '../../lib/forms/taxRate';
import type { TaxRate } from '../../lib/types';
import type { Db } from '../db/client';
import { taxRates } from '../db/schema';
import { notFound } from '../http/httpError';

type Reader = Pick<Db, 'select'>;
type Row = typeof taxRates.$inferSelect;

const toApi = (row: Row): TaxRate => ({
  _id: row.id,
  country: row.country,
  region: row.region || null,
  taxClass: row.taxClass,
  rate: row.rate,
  name: row.name,
});

/** Every rate, by country, region (the country's own first) and class. */
export async function listTaxRates(db: Reader): Promise<TaxRate[]> {
  return (await readRows(db)).map(toApi);
}

async function readRows(db: Reader): Promise<Row[]> {
  return db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.country), asc(taxRates.region), asc(taxRates.taxClass), asc(taxRates.id));
}

export async function createTaxRate(db: Db, input: TaxRateInput): Promise<TaxRate> {
  // a place's second rate of a class is refused by the unique index (src/server/http/constraintRefusals.ts)
  const [row] = await db
    .insert(taxRates)
    .values({ id: randomUUID(), ...input })
    .returning();
  return toApi(row);
}

export async function updateTaxRate(db: Db, id: string, input: TaxRateInput): Promise<TaxRate> {
  const [row] = await db
    .update(taxRates)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(taxRates.id, id))
    .returning();
  if (!row) throw notFound('Tax rate');
  return toApi(row);
}

/** Orders keep the rates they were charged at: deleting one changes no order. */
export async function deleteTaxRate(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(taxRates).where(eq(taxRates.id, id)).returning({ id: taxRates.id });
  if (!row) throw notFound('Tax rate');
}
