// Every unique index and foreign key of src/server/db/schema.ts has its answer in
// src/server/http/constraintRefusals.ts, or is one no client's input can reach (then the generic
// 409): a new constraint without an answer fails here. The real errors of both databases are
// in tests/api/writeClashes.test.ts.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { constraintRefusal } from '../../src/server/http/constraintRefusals';

/** Written only by the server itself in the transaction that makes the row they name (a sequence,
 *  random keys, the order's own lines), so no client's choice can make them clash. */
const SERVER_MADE = new Set([
  'orders_number_key',
  'orders_guest_key_hash_key',
  'payments_order_key',
  'payments_checkout_session_key',
  'order_items_order_id_orders_id_fk',
  'order_promotions_order_id_orders_id_fk',
  'payments_order_id_orders_id_fk',
  'idempotency_keys_order_id_orders_id_fk',
  'content_versions_publish_id_content_publishes_id_fk',
  // a random confirmation token's hash; a drawn PDF kept for an invoice the server issued
  'newsletter_confirm_token_idx',
  'invoice_files_number_invoices_number_fk',
]);

const constraints = (Object.values(schema) as unknown[])
  .filter((table): table is PgTable => table instanceof PgTable)
  .flatMap((table) => {
    const config = getTableConfig(table);
    return [
      ...config.indexes.filter((index) => index.config.unique).map((index) => ['unique', index.config.name!] as const),
      ...config.foreignKeys.map((key) => ['reference', key.getName()] as const),
    ];
  });

const pgError = (code: string, constraint: string, detail: string) =>
  // drizzle wraps the driver's error in its own
  Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error('violates'), { code, constraint, detail }),
  });

const GENERIC = /at the same moment\. Reload and try again\.$/;

describe('constraintRefusal', () => {
  it('knows the schema’s constraints', () => {
    expect(constraints.length).toBeGreaterThan(20);
  });

  it.each(constraints)('answers a %s clash on %s with a 4xx', (kind, name) => {
    const answers =
      kind === 'unique'
        ? [constraintRefusal(pgError('23505', name, 'Key (x)=(AB-1) already exists.'))]
        : [
            constraintRefusal(pgError('23503', name, 'Key (x_id)=(1) is not present in table "x".')),
            constraintRefusal(pgError('23503', name, 'Key (id)=(1) is still referenced from table "y".')),
            constraintRefusal(pgError('23001', name, 'Key (id)=(1) is referenced from table "y".')),
          ];
    for (const answer of answers) {
      expect(answer).not.toBeNull();
      expect(answer!.status).toBeGreaterThanOrEqual(400);
      expect(answer!.status).toBeLessThan(500);
    }
    // the first: a row naming one that is gone, or a clash; each has its own words unless no client reaches it
    if (!SERVER_MADE.has(name)) expect(answers[0]!.message).not.toMatch(GENERIC);
  });

  it('names the clashing value where the field alone would not say which', () => {
    expect(
      constraintRefusal(pgError('23505', 'product_variants_sku_key', 'Key (upper(sku))=(IP-128) already exists.')),
    ).toMatchObject({ status: 409, message: 'variants: another product has the SKU IP-128. Choose another.' });
    expect(
      constraintRefusal(
        pgError(
          '23505',
          'tax_rates_place_class_key',
          'Key (country, region, tax_class)=(DE, , reduced) already exists.',
        ),
      ),
    ).toMatchObject({ status: 400, message: 'taxClass: DE already has a reduced rate; change that one instead.' });
  });

  it('leaves every other error alone', () => {
    expect(constraintRefusal(new Error('boom'))).toBeNull();
    expect(constraintRefusal(Object.assign(new Error('syntax'), { code: '42601' }))).toBeNull();
    expect(constraintRefusal(undefined)).toBeNull();
  });
});
