import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { taxRateSchema } from '../../../../lib/forms/taxRate';
import { deleteTaxRate, updateTaxRate } from '../../../../server/tax/taxRates';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** The whole rate, as POST takes it. Orders keep the rates they were charged at. */
export const PUT = adminHandle(async ({ request, params }, db) => {
  const rate = await updateTaxRate(db, params.id ?? '', parseWith(taxRateSchema, await readJson(request)));
  return json({ success: true, message: 'Tax rate updated successfully', rate });
});

export const DELETE = adminHandle(async ({ params }, db) => {
  await deleteTaxRate(db, params.id ?? '');
  return json({ success: true, message: 'Tax rate deleted successfully' });
});

export const ALL = methodNotAllowed('PUT, DELETE');
