import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { taxRateSchema } from '../../../../lib/forms/taxRate';
import { deleteTaxRate, updateTaxRate } from '../../../../server/tax/taxRates';

export const prerender = false;

/** The whole rate, as POST takes it. Orders keep the rates they were charged at. */
export const PUT = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const rate = await updateTaxRate(db, params.id ?? '', parseWith(taxRateSchema, await readJson(request)));
  return json({ success: true, message: 'Tax rate updated successfully', rate });
});

export const DELETE = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  await deleteTaxRate(db, params.id ?? '');
  return json({ success: true, message: 'Tax rate deleted successfully' });
});

export const ALL = methodNotAllowed('PUT, DELETE');
