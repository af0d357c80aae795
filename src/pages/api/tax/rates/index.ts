import { requireAdmin } from '../../../../server/accounts/auth';
import { getDb } from '../../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';
import { taxRateSchema } from '../../../../lib/forms/taxRate';
import { createTaxRate, listTaxRates } from '../../../../server/tax/taxRates';

export const prerender = false;

/** Every tax rate (docs/api.md#tax). Admin only. */
export const GET = handle(async ({ request }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  return json({ success: true, rates: await listTaxRates(db) });
});

export const POST = handle(async ({ request }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const rate = await createTaxRate(db, parseWith(taxRateSchema, await readJson(request)));
  return json({ success: true, message: 'Tax rate created successfully', rate }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
