import { json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { taxRateSchema } from '../../../../lib/forms/taxRate';
import { createTaxRate, listTaxRates } from '../../../../server/tax/taxRates';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** Every tax rate (docs/api.md#tax). Admin only. */
export const GET = adminHandle(async (_ctx, db) => {
  return json({ success: true, rates: await listTaxRates(db) });
});

export const POST = adminHandle(async ({ request }, db) => {
  const rate = await createTaxRate(db, parseWith(taxRateSchema, await readJson(request)));
  return json({ success: true, message: 'Tax rate created successfully', rate }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
