// Placing an order: ONE transaction reads prices, names and stock from the database (the
// client's prices are never read; the total it was shown, when sent, must match), takes the
// stock with a conditional decrement, writes the order and its items, and claims the
// customer's Idempotency-Key. Any refusal rolls all of it back, so a failed order reserves
// nothing (docs/api.md#commerce-contract). A guest's order is the same, keyed by its e-mail
// (./guestOrders.ts), and throttled before the transaction starts. Inside it, each product's
// most units per order and the buyer's unpaid units (./unpaidHold.ts) are checked.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { formatCents, toCents } from '../../lib/money';
import { absoluteUrl, customerOrderPath, guestOrderPath } from '../../lib/shopUrls';
import { ORDER_LIMITS, type OrderPlacementValue } from '../../lib/forms/orderPlacement';
import { catalogWrite, changedCatalog, versionBump } from '../catalog/version';
import type { Db } from '../db/client';
import {
  idempotencyKeys,
  orderItems,
  orderPromotions,
  orders,
  outbox,
  products,
  productVariants,
  users,
} from '../db/schema';
import { beginCouponTry } from '../promotions/couponGuesses';
import type { CouponState, Offer } from '../promotions/choosePromotions';
import { codeOf, customerKeyOf, lockOffers } from '../promotions/offers';
import { badRequest, HttpError } from '../http/httpError';
import {
  idArrayText,
  priceCart,
  quotedProductColumns,
  quotedProductsOf,
  quotedVariantsJoin,
  variantOfLine,
  type CartQuote,
  type QuotedProduct,
  type QuotedProductRow,
} from './cartQuote';
import { methodOfOrder, paymentMethod } from '../payments/payment';
import { orderFromRows, withItems, type OrderRecord } from '../orders/orderRecord';
import { orderMail } from '../orders/orderMail';
import { OUTBOX_ROW_COLUMNS, outboxRow, wakeDelivery } from '../mail/outbox';
import { placeholderRow, placeholderValues, statement, type StatementWriter } from '../db/prepared';
import { guestKeyHash, guestOrderKey, limitGuestOrders, verifiedAccountOf, type Buyer } from './guestOrders';
import { clientAddressHash, heldUnitsQuery, heldUnitsValues, holdLockKeys, refuseOverHold } from './unpaidHold';
import { quoteRulesColumns, quoteRulesOf, type QuoteRulesRow } from './quoteContext';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface PlacedOrder {
  order: OrderRecord;
  /** false when the Idempotency-Key had already placed this order (a retry) */
  created: boolean;
  /** a guest's order only: the key of its link (./guestOrders.ts) */
  guestKey: string | null;
  /** an order still waiting for its card payment: the provider's page the shopper pays at */
  paymentUrl: string | null;
}

type Line = { productId: string; variantId?: string; quantity: number };

/**
 * Duplicate lines for one variant (or one product without a variant named) are merged (their
 * quantities added), so a cart that lists it twice orders it once; the merged quantity obeys the
 * same 1..99 limit. Lines keep the cart's order (first appearance).
 */
function mergeLines(items: OrderPlacementValue['items']): Line[] {
  const merged = new Map<string, Line>();
  for (const { productId, variantId, quantity } of items) {
    const key = `${productId}\u0000${variantId ?? ''}`;
    const line = merged.get(key);
    merged.set(key, { productId, ...(variantId ? { variantId } : {}), quantity: (line?.quantity ?? 0) + quantity });
  }
  for (const line of merged.values()) {
    if (line.quantity > ORDER_LIMITS.maxQuantity) {
      throw badRequest(`items: the quantity of ${line.productId} must be at most ${ORDER_LIMITS.maxQuantity}`);
    }
  }
  return [...merged.values()];
}

/** JSON with object keys sorted, so two spellings of one placement give one text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an Idempotency-Key is bound to: the parsed placement (trimmed, defaults filled, lines
 * merged as they are ordered), hashed. The expected total is left out: it only confirms the
 * prices, and a shopper who accepts a new total retries the same order.
 */
export function placementFingerprint(input: OrderPlacementValue): string {
  const placement = {
    items: mergeLines(input.items),
    shippingAddress: input.shippingAddress,
    paymentMethod: input.paymentMethod,
    note: input.note ?? null,
    couponCode: input.couponCode,
    shippingMethodId: input.shippingMethodId,
  };
  return createHash('sha256').update(canonicalJson(placement)).digest('base64url');
}

const KEY_REUSED = 'This Idempotency-Key was already used for a different order. Use a new key for a new order.';

async function orderOfKey(tx: Tx, owner: string, key: string, fingerprint: string): Promise<OrderRecord> {
  const [claim] = await tx
    .select({ orderId: idempotencyKeys.orderId, fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
  // answering the first order to another body would lose the second one without a word
  if (claim?.fingerprint && claim.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED);
  const rows = claim?.orderId ? await tx.select().from(orders).where(eq(orders.id, claim.orderId)) : [];
  // the claim and its order commit together, so a visible claim always has its order
  if (!rows.length) throw new HttpError(409, 'This order is still being placed. Please try again in a moment.');
  return (await withItems(tx, rows))[0];
}

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/**
 * The placement's first statement: claims the Idempotency-Key and, when it was claimed, takes the
 * new order's number and the buyer's hold locks (./unpaidHold.ts), and reads the products of `ids`
 * (those that exist) with the quote's context (./quoteContext.ts): one round trip.
 */
const claimAndReadStatement = statement<
  QuotedProductRow & QuoteRulesRow & { claimed: boolean; number: string | null; holds: number }
>(
  (db) => sql`
    with claim as ${db
      .insert(idempotencyKeys)
      .values(placeholderRow('', ['owner', 'userId', 'key', 'fingerprint']))
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })},
      c as (select exists (select 1 from claim) as claimed),
      n as (select 'EL-' || nextval('order_number_seq') as number from c where c.claimed),
      hold as (select pg_advisory_xact_lock(hashtextextended(k, 0)) from c,
        unnest(${sql.placeholder('holdKeys')}::text[]) k where c.claimed order by k)
    select c.claimed, (select number from n) as number, (select count(*) from hold)::int as holds,
      ${quoteRulesColumns(sql.placeholder('code'), sql.placeholder('customerKey'))}, ${quotedProductColumns}
    from c left join (${products} p ${quotedVariantsJoin}) on p.id = any(${sql.placeholder('ids')}::text[])
    order by p.id, v.position`,
);

async function claimAndRead(
  tx: Tx,
  customer: Buyer,
  placement: { key: string; fingerprint: string; ids: string[]; couponCode?: string; customerKey: string },
  holdKeys: string[],
) {
  const rows = await claimAndReadStatement(tx, {
    owner: customer.keyOwner,
    userId: customer.userId,
    key: placement.key,
    fingerprint: placement.fingerprint,
    holdKeys: idArrayText(holdKeys),
    code: codeOf(placement.couponCode),
    customerKey: placement.customerKey,
    ids: idArrayText(placement.ids),
  });
  const [first] = rows;
  const claimed = first.claimed === true || String(first.claimed) === 't';
  return {
    claimed,
    number: first.number ?? '',
    catalog: quotedProductsOf(rows),
    rules: claimed ? quoteRulesOf(first) : null,
  };
}

/** The key already placed an order: this request is a retry, answered from that order. */
async function keyHasOrder(db: Db, owner: string, key: string): Promise<boolean> {
  const [claim] = await db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
  return Boolean(claim?.orderId);
}

/**
 * The placement's second and last statement: the order, its lines, the key's link to it, its mail
 * and its promotion uses; the buyer's unpaid units of other orders (./unpaidHold.ts); and the stock
 * taken (stockTaking). Its shape is `lines:discounts:signedIn`; the values are named `o_` (the
 * order's columns), `l<n>_` (line n's), `m_` (the mail's), `d<n>_` (use n's), those of
 * heldUnitsQuery and those of stockTaking.
 */
const writeOrderStatement = statement<{ held: string } & StockTaken>((db, shape) => {
  const [lines, discounts, signedIn] = shape.split(':');
  const uses = Array.from({ length: Number(discounts) }, (_, at) =>
    placeholderRow(`d${at}_`, ['orderId', 'promotionId', 'customerKey', 'amountCents'] as const),
  );
  return sql`
    with placed as ${db.insert(orders).values(placeholderRow('o_', ORDER_COLUMNS))},
      lines as ${db
        .insert(orderItems)
        .values(Array.from({ length: Number(lines) }, (_, at) => placeholderRow(`l${at}_`, ITEM_COLUMNS)))},
      claim as ${db
        .update(idempotencyKeys)
        .set({ orderId: sql`${sql.placeholder('orderId')}` })
        .where(
          and(eq(idempotencyKeys.owner, sql.placeholder('owner')), eq(idempotencyKeys.key, sql.placeholder('key'))),
        )},
      mail as ${db.insert(outbox).values(placeholderRow('m_', OUTBOX_ROW_COLUMNS))}
      ${uses.length ? sql`, uses as ${db.insert(orderPromotions).values(uses)}` : sql``},
      ${stockTaking(db)}
    select ${heldUnitsQuery(signedIn === 'true')} as held, ${stockTakenColumns}`;
});

const ORDER_COLUMNS = Object.keys(getTableColumns(orders)) as (keyof OrderRow)[];
const ITEM_COLUMNS = Object.keys(getTableColumns(orderItems)) as (keyof ItemRow)[];

/** Where the request came from. */
export interface Origin {
  /** the shop's address the payment page sends the shopper back to */
  shopUrl: string;
  /** the client's address (src/server/http/proxyTrust.ts): throttles guests; orders keep only its hash */
  clientAddress: string;
}

export async function placeOrder(
  db: Db,
  customer: Buyer,
  input: OrderPlacementValue,
  idempotencyKey: string,
  { shopUrl, clientAddress }: Origin,
): Promise<PlacedOrder> {
  const lines = mergeLines(input.items);
  const method = paymentMethod(input.paymentMethod);
  const fingerprint = placementFingerprint(input);
  // a retry of a placed order mails nothing new, so it is neither refused nor counted
  if (!customer.userId && !(await keyHasOrder(db, customer.keyOwner, idempotencyKey)))
    await limitGuestOrders(db, customer, clientAddress);
  const addressHash = clientAddressHash(clientAddress);
  // a code counts as a guess as in a quote (../promotions/couponGuesses.ts): judged below
  const couponTry = await beginCouponTry(db, input.couponCode, clientAddress);
  if (couponTry.refused) throw couponTry.refusal();
  let judged: CouponState | undefined;

  const result = await catalogWrite(db, async (tx) => {
    // Claim the key first. A concurrent attempt with the same key waits here on PostgreSQL's
    // unique check until this transaction ends: it then sees our order (or, for another body,
    // is refused), or takes the key over if we rolled back. PGlite runs transactions one at a
    // time, which gives the same outcome. The same statement reads the products and, for a
    // claimed key, the order's number: one round trip.
    const ids = [...new Set(lines.map((l) => l.productId))];
    const customerKey = customerKeyOf(customer.email);
    const { claimed, number, catalog, rules } = await claimAndRead(
      tx,
      customer,
      { key: idempotencyKey, fingerprint, ids, couponCode: input.couponCode, customerKey },
      holdLockKeys(customer, addressHash),
    );
    if (!claimed || !rules)
      return { order: await orderOfKey(tx, customer.keyOwner, idempotencyKey, fingerprint), created: false };

    const unknown = ids.find((id) => !catalog.byProduct.has(id));
    if (unknown !== undefined) throw badRequest(`items: there is no product with the id ${unknown}`);
    // errors name the line as the shopper sent it, before duplicates were merged
    const sentAt = lines.map((line) =>
      input.items.findIndex(
        (item) => item.productId === line.productId && (item.variantId ?? '') === (line.variantId ?? ''),
      ),
    );
    const variants = lines.map((line, at) => variantOfLine(line, sentAt[at], catalog));
    const missing = variants.findIndex((variant) => !variant);
    if (missing >= 0) throw badRequest(`items.${sentAt[missing]}.variantId: is not a variant of this product.`);
    refuseOverMaxPerOrder(lines, variants as QuotedProduct[]);
    // the promotions with their uses counted under their locks (../promotions/offers.ts)
    const locked = await lockOffers(tx, rules.offers, input.couponCode, customerKey);
    // a guest's code is judged as their quote judged it, without the uses of the e-mail they
    // typed; those are checked after (refuseGuestLimitedCode), in words that do not tell them
    const offers = customer.userId ? locked : locked.map((o) => (o.code === null ? o : { ...o, customerUses: 0 }));
    // the same quote the cart showed, from the rows as they are now
    const cart = priceCart(lines, catalog, {
      shippingAddress: input.shippingAddress,
      shippingMethodId: input.shippingMethodId,
      ...rules,
      email: customer.email,
      offers,
      couponCode: input.couponCode,
    });
    judged = cart.api.coupon;
    refuseProblemLines(cart);
    refuseLostCoupon(cart);
    if (!customer.userId) await refuseGuestLimitedCode(tx, cart, locked, customer.email);
    refuseNoShipping(cart);
    const { quote } = cart;
    if (input.expectedTotal !== undefined && toCents(input.expectedTotal) !== quote.total) {
      // a price changed since the shopper's checkout showed the total: they decide again, before
      // any stock is taken, with the new quote to show
      throw new HttpError(
        409,
        `The prices in your order have changed: the total is now ${formatCents(quote.total)}. Please check your order and place it again.`,
        {},
        { quote: cart.api },
      );
    }

    const orderId = randomUUID();

    // The order, its lines and its mail are written, and the shared rows (each product's stock,
    // the catalogue version) taken, in the transaction's last statement: their locks, which every
    // buyer of a product waits for, are then held only for that statement and the commit.
    const now = new Date();
    const row: OrderRow = {
      id: orderId,
      number,
      status: method.initialStatus,
      userId: customer.userId ?? (await verifiedAccountOf(tx, customer.email)),
      customerName: customer.name,
      customerEmail: customer.email,
      guestKeyHash: customer.userId ? null : guestKeyHash(guestOrderKey(orderId)),
      clientAddressHash: addressHash,
      subtotalCents: quote.subtotal,
      discountCents: quote.discount,
      shippingCents: quote.shipping,
      taxCents: quote.tax,
      totalCents: quote.total,
      currency: quote.currency,
      shippingAddress: input.shippingAddress,
      paymentMethod: method.id,
      note: input.note,
      promotions: quote.discounts.map(({ promotionId, name, code, amount }) => ({
        promotionId,
        name,
        code,
        amountCents: amount,
      })),
      taxLines: quote.taxLines.map(({ name, rate, amount }) => ({ name, rate, amountCents: amount })),
      taxIncluded: quote.taxIncluded,
      invoiceNumber: null,
      creditNoteNumber: null,
      shippingMethod: cart.shipping.chosen && {
        id: cart.shipping.chosen.id,
        name: cart.shipping.chosen.name,
        minDays: cart.shipping.chosen.minDays,
        maxDays: cart.shipping.chosen.maxDays,
      },
      createdAt: now,
      updatedAt: now,
    };
    const items: ItemRow[] = quote.lines.map((line, position) => ({
      orderId,
      position,
      productId: line.productId,
      variantId: variants[position]!.variantId,
      sku: variants[position]!.sku,
      variant: variants[position]!.variant,
      name: line.name,
      image: variants[position]!.image,
      unitPriceCents: line.unitPrice,
      quantity: line.quantity,
      lineTotalCents: line.lineTotal,
      discountCents: line.discount,
      taxCents: line.tax,
      taxRate: line.taxRate?.rate ?? null,
      taxName: line.taxRate?.name ?? null,
    }));
    let order = orderFromRows(row, items, undefined);
    // commits with the order or not at all; a replay of the key (above) queues nothing
    const mail = outboxRow(orderMail('order-confirmation', order));
    // with the buyer's unpaid units of other orders, read under the hold locks (./unpaidHold.ts)
    const values: Record<string, unknown> = {
      ...heldUnitsValues(customer, addressHash),
      orderId,
      owner: customer.keyOwner,
      key: idempotencyKey,
      productIds: idArrayText(ids),
    };
    placeholderValues('o_', row, values);
    placeholderValues('m_', mail, values);
    items.forEach((item, at) => placeholderValues(`l${at}_`, item, values));
    quote.discounts.forEach((d, at) =>
      placeholderValues(`d${at}_`, { orderId, promotionId: d.promotionId, customerKey, amountCents: d.amount }, values),
    );
    const wanted = lines.map((line, at) => ({ id: variants[at]!.variantId, quantity: line.quantity }));
    values.stockIds = idArrayText(wanted.map((line) => line.id));
    values.quantities = `{${wanted.map((line) => Math.trunc(line.quantity)).join(',')}}`;
    const [written] = await writeOrderStatement(
      tx,
      values,
      `${items.length}:${quote.discounts.length}:${Boolean(customer.userId)}`,
    );
    refuseOverHold(customer, quote.lines, JSON.parse(written.held) as Record<string, number>);
    await refuseShortStock(tx, written, wanted, variants as QuotedProduct[]);
    changedCatalog(tx, { products: ids, stockOnly: true }, Number(written.version));

    if (method.reserve) {
      await method.reserve(tx, order);
      order = (await withItems(tx, [row]))[0];
    }
    return { order, created: true };
  }).finally(() => couponTry.judged(judged));
  if (result.created) wakeDelivery();
  const { order } = result;
  const guestKey = customer.userId ? null : guestOrderKey(order.id);
  // after the commit, also for a retry of the key: the method answers the same page again
  const checkout = methodOfOrder(order).checkout;
  const paymentUrl =
    checkout && order.status === 'awaiting_payment'
      ? await checkout(db, order, returnUrls(shopUrl, order, guestKey))
      : null;
  return { order, created: result.created, guestKey, paymentUrl };
}

/**
 * Takes each line's units from its variant, lowers the products' stock summary and bumps the
 * catalogue version (cached lists and product pages must show the new stock), as CTEs of the
 * placement's last statement: the shared rows every buyer of a product waits for are locked only
 * for that statement and the commit. The product rows are locked first, in id order, and variants
 * only under their product's lock, as cancels lock them, so the two never deadlock. The conditional
 * decrement is the stock check: two buyers can never both take a variant's last unit. An order
 * takes units only of variants for sale, so the summary (the active variants' stock) falls by what
 * it took. Its values: `productIds`, and `stockIds` and `quantities` (one per line, in order).
 */
function stockTaking(db: StatementWriter) {
  // the variants by their key (`= any(...)`, which every plan reads by the primary key), each
  // line's quantity found by its position in the same list
  const ids = sql`${sql.placeholder('stockIds')}::text[]`;
  const quantities = sql`${sql.placeholder('quantities')}::int[]`;
  return sql`locked as (select id from ${products} where id = any(${sql.placeholder('productIds')}::text[])
        and is_active order by id for update),
      took as (update ${productVariants} v
        set stock = v.stock - (${quantities})[array_position(${ids}, v.id)]
        where v.id = any(${ids}) and v.is_active
          and v.stock >= (${quantities})[array_position(${ids}, v.id)]
          and v.product_id in (select id from locked)
        returning v.id, v.product_id, v.stock),
      summary as (update ${products} p set stock = p.stock - t.units
        from (select took.product_id, sum(w.quantity)::int as units from took
          inner join unnest(${ids}, ${quantities}) as w(id, quantity) on w.id = took.id
          group by took.product_id) t
        where p.id = t.product_id),
      bump as ${versionBump(db)}`;
}

/** What stockTaking answers: the variants it took units of (JSON text), and the new version. */
type StockTaken = { took: string; version: number };
const stockTakenColumns = sql`coalesce((select json_agg(id) from took), '[]')::text as took,
  (select version from bump)::float8 as version`;

/** The 409 of the first line whose decrement took nothing. */
async function refuseShortStock(
  tx: Tx,
  { took }: StockTaken,
  wanted: { id: string }[],
  variants: QuotedProduct[],
): Promise<void> {
  const taken = new Set(JSON.parse(took) as string[]);
  const short = wanted.findIndex((line) => !taken.has(line.id));
  if (short >= 0) throw await stockRefusal(tx, variants[short]);
}

/** A product's most units per order counts all its variants in the order. */
function refuseOverMaxPerOrder(lines: Line[], variants: QuotedProduct[]): void {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of units) {
    const { name, maxPerOrder } = variants.find((variant) => variant.id === productId)!;
    if (quantity > maxPerOrder)
      throw badRequest(
        `items: at most ${maxPerOrder} of "${name}" can be ordered at once, and this order asks for ${quantity}. Lower the quantity to ${maxPerOrder} or fewer, or contact us for a larger order.`,
      );
  }
}

/** The 409 for a variant that cannot give a line its units: gone from sale, sold out, or short. */
function outOfStock(name: string, { isActive, stock }: { isActive: boolean; stock: number }): HttpError {
  if (!isActive) return new HttpError(409, `"${name}" is no longer available.`);
  return new HttpError(409, stock > 0 ? `Only ${stock} of "${name}" left in stock.` : `"${name}" is sold out.`);
}

/** The 409 for a line whose decrement took nothing: why, read now. */
async function stockRefusal(tx: Tx, variant: QuotedProduct): Promise<HttpError> {
  const [now] = await tx
    .select({
      stock: productVariants.stock,
      isActive: sql<boolean>`${productVariants.isActive} and ${products.isActive}`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variant.variantId));
  return outOfStock(lineName(variant), now ?? { isActive: false, stock: 0 });
}

/** A line's product as a message names it: "iPhone 15 (256 GB / Blue)". */
const lineName = (variant: QuotedProduct) => (variant.variant ? `${variant.name} (${variant.variant})` : variant.name);

/** A code the shopper entered that does not apply (any more: used up meanwhile, ended) is a 409
 *  with the new quote: they decide again, without it or with another. */
function refuseLostCoupon(cart: CartQuote): void {
  const { coupon } = cart.api;
  if (coupon && !coupon.applied)
    throw new HttpError(
      409,
      `The coupon code ${coupon.code} cannot be used: ${coupon.reason}. Please check your order and place it again.`,
      {},
      { quote: cart.api },
    );
}

/**
 * A guest cannot spend a code limited per customer for an e-mail that has an account (signing
 * in spends it), nor one whose uses by that e-mail are used up: 409, in the same words either
 * way and whether or not the e-mail has used it, so nobody typing someone's address learns
 * about that person's uses.
 */
async function refuseGuestLimitedCode(tx: Tx, cart: CartQuote, offers: readonly Offer[], email: string) {
  const entered = offers.find(
    (offer) =>
      offer.code !== null &&
      offer.perCustomerLimit !== null &&
      cart.quote.discounts.some((discount) => discount.promotionId === offer.id),
  );
  if (!entered) return;
  const spent = entered.customerUses >= entered.perCustomerLimit!;
  if (!spent && !(await hasAccount(tx, email))) return;
  throw new HttpError(
    409,
    `The coupon code ${entered.code} is limited per customer: to use it with this e-mail address, please sign in, or remove the code to order without it.`,
    {},
    { quote: cart.api },
  );
}

async function hasAccount(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/** An address the shop does not ship to (or a cart no method takes there) is a 409 with the quote
 *  that says why, before anything is reserved: the shopper changes the address or the cart. */
function refuseNoShipping(cart: CartQuote): void {
  const problem = cart.api.shippingProblem;
  if (problem) throw new HttpError(409, problem, {}, { quote: cart.api });
}

/**
 * A line the shop cannot sell as asked is refused (409) before anything is reserved, with the
 * words the stock check itself uses; the stock check under the row's lock stays the guarantee.
 */
function refuseProblemLines({ quote, products }: CartQuote): void {
  quote.lines.forEach((line, at) => {
    const product = products[at]!;
    if (!product.isActive || product.stock < line.quantity) throw outOfStock(lineName(product), product);
  });
}

/** The order's own page: back there from the payment page, paid or not (it shows which). */
function returnUrls(shopUrl: string, order: OrderRecord, guestKey: string | null) {
  const page = absoluteUrl(shopUrl, guestKey ? guestOrderPath(guestKey) : customerOrderPath(order.id));
  return { success: `${page}&payment=done`, cancel: `${page}&payment=cancelled` };
}
