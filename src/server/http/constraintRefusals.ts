// A write the database refused for a unique index or a foreign key (src/server/db/schema.ts) is
// a client's clash, never a 500: `handle()` (./endpoint.ts) answers it with the 400 or 409 named
// here, the field first. The services check first and name the exact row where they can (a SKU's
// variant: src/server/catalog/variants.ts); what reaches this table is what two writes racing
// each other leave, and a constraint left out of it still gets a 409 that says to try again.
import { isReferenceViolation, pgErrorOf, UNIQUE_VIOLATION } from '../db/errors';
import { log } from '../log';
import { HttpError, notFound } from './httpError';

/** The key's values of a unique clash, from its detail: `Key (a, b)=(x, y) already exists.` */
function clashValues(detail: string | undefined): string[] {
  const values = /^Key \(.*?\)=\((.*)\) already exists\.$/s.exec(detail ?? '')?.[1];
  return values === undefined ? [] : values.split(', ');
}

const conflict = (message: string) => new HttpError(409, message);
const refusal = (message: string) => new HttpError(400, message);

/** Per unique index: the answer, from the clashing key's values. */
const UNIQUE: Record<string, (values: string[]) => HttpError> = {
  users_email_key: () => conflict('An account with this email already exists.'),
  categories_slug_key: ([slug]) =>
    conflict(`name: another category took the address ${slug ?? 'of this name'} at the same moment. Save again.`),
  products_slug_key: ([slug]) =>
    conflict(`name: another product took the address ${slug ?? 'of this name'} at the same moment. Save again.`),
  product_variants_sku_key: ([sku]) =>
    conflict(`variants: another product has the SKU ${sku ?? 'of one of these variants'}. Choose another.`),
  promotions_code_key: () => refusal('code: another promotion already has this code.'),
  tax_rates_place_class_key: ([country, region, taxClass]) =>
    refusal(
      taxClass
        ? `taxClass: ${region ? `${country} / ${region}` : country} already has a ${taxClass} rate; change that one instead.`
        : 'taxClass: this place already has a rate of this class; change that one instead.',
    ),
  invoices_order_kind_key: () => conflict('This order was invoiced at the same moment. Reload it.'),
};

interface ReferenceAnswers {
  /** a row names one that does not exist (deleted meanwhile) */
  missing: () => HttpError;
  /** a delete of one that rows still name, where the key restricts it */
  used?: () => HttpError;
}

/** The account whose token let the request in was deleted while it ran. */
const accountGone: ReferenceAnswers = {
  missing: () => new HttpError(401, 'This account no longer exists. Please sign in again.'),
};

/** Per foreign key a client's write can meet. */
const REFERENCES: Record<string, ReferenceAnswers> = {
  products_category_id_categories_id_fk: {
    missing: () => refusal('category: No category with this id exists.'),
    used: () => conflict('This category cannot be deleted: products use it. Move or delete those products first.'),
  },
  product_variants_product_id_products_id_fk: { missing: () => notFound('Product') },
  shipping_methods_zone_id_shipping_zones_id_fk: { missing: () => notFound('Shipping zone') },
  order_promotions_promotion_id_promotions_id_fk: {
    missing: () => conflict('A promotion of this order was deleted meanwhile. Check the cart and order again.'),
    used: () =>
      conflict(
        'This promotion cannot be deleted: orders used it, and they keep it. End it instead (set its end date).',
      ),
  },
  // a parcel or a timeline entry of an order deleted meanwhile
  shipments_order_id_orders_id_fk: { missing: () => notFound('Order') },
  order_events_order_id_orders_id_fk: { missing: () => notFound('Order') },
  invoices_order_id_orders_id_fk: {
    missing: () => notFound('Order'),
    used: () => conflict('This order cannot be deleted: it has an invoice.'),
  },
  orders_user_id_users_id_fk: accountGone,
  account_tokens_user_id_users_id_fk: accountGone,
  idempotency_keys_user_id_users_id_fk: accountGone,
  shop_settings_history_user_id_users_id_fk: accountGone,
  content_publishes_user_id_users_id_fk: accountGone,
};

/** The answer to a unique or foreign-key violation, or null for any other error. */
export function constraintRefusal(err: unknown): HttpError | null {
  const pg = pgErrorOf(err);
  if (!pg) return null;
  const constraint = pg.constraint ?? '';
  if (pg.code === UNIQUE_VIOLATION) {
    const answer = UNIQUE[constraint];
    if (answer) return answer(clashValues(pg.detail));
    log.warn(`unique index ${constraint || '(unnamed)'} refused a write: answered 409`);
    return conflict('Another change was saved at the same moment. Reload and try again.');
  }
  if (isReferenceViolation(pg.code)) {
    const answers = REFERENCES[constraint];
    const missing = / is not present in table /.test(pg.detail ?? '');
    const answer = missing ? answers?.missing : answers?.used;
    if (answer) return answer();
    log.warn(`foreign key ${constraint || '(unnamed)'} refused a write: answered 409`);
    return conflict('Something this change refers to was changed at the same moment. Reload and try again.');
  }
  return null;
}
