import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  bigserial,
  customType,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_EVENT_TYPES } from '../../lib/orderEvents';
import { ORDER_STATUSES } from '../../lib/orderStatuses';
import { TAX_CLASSES } from '../../lib/pricing';
import { PAYMENT_METHODS } from '../../lib/paymentMethods';
import type { ContentChange } from '../content/contentChanges';
import { PUBLISH_STATUSES } from '../../lib/publishStatuses';
import { ROLES, type Address } from '../../lib/types';

export type StoredImage = { url: string; public_id: string };
/** A product's option (Storage, Colour) and its values in the order the shop shows them. */
export type StoredOption = { name: string; values: string[] };
/** A typed specification a category defines (src/lib/forms/specs.ts checks values against it). */
export type StoredAttribute = {
  key: string;
  name: string;
  type: 'number' | 'text' | 'boolean' | 'choice';
  unit?: string;
  values?: string[];
  filterable: boolean;
  inCompare: boolean;
};
export type SpecValue = string | number | boolean;
/** A promotion as an order keeps it: what it took off (for free shipping: the shipping it saved). */
export type StoredOrderPromotion = { promotionId: string; name: string; code: string | null; amountCents: number };
/** The shipping method an order was placed with, as it was then (its price is the order's
 *  shipping_cents): the delivery estimate the shopper was promised. */
export type StoredShippingMethod = { id: string; name: string; minDays: number; maxDays: number };
/** The tax an order was charged at one rate: the sum of its lines' and its shipping's tax at
 *  that rate (docs/api.md#tax). */
export type StoredTaxLine = { name: string; rate: number; amountCents: number };
/** The seller as an invoice names it, copied from the shop settings when it is issued. */
export type StoredSeller = { legalName: string; address: string; taxId: string };
/** A weight method's price band: up to this many grams (inclusive) costs this; sorted by weight. */
export type StoredShippingBand = { upToGrams: number; priceCents: number };
/** What a promotion applies to; null: the whole order. */
export type PromotionTarget = { categories?: string[]; products?: string[]; variants?: string[] };

/** An amount of money in whole cents (bigint: an order total can pass what an integer holds),
 *  read as a JavaScript number, which holds every amount the shop accepts exactly. */
const cents = (name: string) => bigint(name, { mode: 'number' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact'),
    address: jsonb('address').$type<Address>(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** tokens carry it as `tv`; bumping it revokes every token issued before */
    tokenVersion: integer('token_version').notNull().default(0),
    /** when the owner followed a verification (or reset) link to this address; null until then */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_idx').on(t.createdAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    imagePublicId: text('image_public_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** the specifications its products hold (`products.specs`), in the order pages show them */
    attributes: jsonb('attributes')
      .$type<StoredAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_created_idx').on(t.createdAt),
    // substring search (ILIKE '%q%') on the name: a trigram index (pg_trgm, migration 0003)
    index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    productName: text('product_name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** money is whole cents everywhere (src/lib/money.ts); the API shows it as decimals.
     *  price, compare-at and stock summarise the variants (the cheapest active one's prices, the
     *  active ones' stock summed), kept by every variant write (src/server/catalog/variants.ts)
     *  so lists sort and filter on one row */
    priceCents: cents('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    /** up to 3 options, each with its values in order; [] for a product sold one way */
    options: jsonb('options')
      .$type<StoredOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** values of the category's attributes by key */
    specs: jsonb('specs')
      .$type<Record<string, SpecValue>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    discount: text('discount'),
    /** the original price a sale is measured against (shown struck through); null: not on sale */
    compareAtPriceCents: cents('compare_at_price_cents'),
    /** chosen by the admin for the home page's Featured tab */
    featured: boolean('featured').notNull().default(false),
    /** the most units one order may take (1..99, src/lib/forms/product.ts); the admin lowers it
     *  for a product one buyer should not empty */
    maxPerOrder: integer('max_per_order').notNull().default(99),
    /** which of the shipping address's tax rates its price carries (src/server/tax/taxRates.ts) */
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull().default('standard'),
    isActive: boolean('is_active').notNull().default(true),
    /** lower(product_name), kept by the database. ILIKE lowers both sides and then matches as
     *  LIKE does, so `product_name_lower LIKE lower(pattern)` matches the same rows, without
     *  lowering every candidate row again on each search. */
    productNameLower: text('product_name_lower').generatedAlwaysAs(sql`lower(product_name)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_created_idx').on(t.createdAt),
    index('products_category_idx').on(t.categoryId),
    // the storefront's lists: active products newest first, per category too; the id settles
    // ties in the lists' order, so a page is read straight off the index (and counted from it)
    index('products_active_created_id_idx').on(t.isActive, t.createdAt, t.id),
    index('products_category_created_id_idx').on(t.categoryId, t.createdAt, t.id),
  ],
);

/** What the cart, the quote, the order and the stock hold: one combination of a product's option
 *  values (a product without options has exactly one, with `options` {}). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** the order the admin lists them in */
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    /** option name -> value, one entry per option of the product */
    options: jsonb('options')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    priceCents: cents('price_cents').notNull(),
    compareAtPriceCents: cents('compare_at_price_cents'),
    stock: integer('stock').notNull().default(0),
    /** for shipping by weight */
    weightGrams: integer('weight_grams').notNull().default(0),
    /** its own values of the product's specs (storage, colour), by key, over `products.specs` */
    specs: jsonb('specs')
      .$type<Record<string, SpecValue>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** some of the product's images (by public id, in order); [] shows the product's */
    imageIds: jsonb('image_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // SKUs are unique whatever their case: "ip15-128-blk" finds "IP15-128-BLK"
    uniqueIndex('product_variants_sku_key').on(sql`upper(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

/** One row; bumped in the same transaction as every catalogue write so every server
 *  process (PostgreSQL scale-out) can tell its cached catalogue response is stale. */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** when the version last changed: caches may answer from the version before for a moment */
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempts per throttle key (`pair:<email>|<address>`, `ip:<address>`), shared by every
 * server: one row per key counts attempts in a fixed window that starts with the first one.
 */
export const signinAttempts = pgTable('signin_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ---- orders (docs/api.md#commerce-contract) ----

/** Order numbers EL-10001, EL-10002, ...: short enough to read out on the phone. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: text('number')
      .notNull()
      .default(sql`('EL-' || nextval('order_number_seq'))`),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** null once the customer's account was deleted; the name and e-mail below stay */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** the amounts of the quote the order was placed with (src/lib/pricing.ts), in cents:
     *  total = subtotal - discount + shipping + tax */
    subtotalCents: cents('subtotal_cents').notNull(),
    discountCents: cents('discount_cents').notNull().default(0),
    shippingCents: cents('shipping_cents').notNull(),
    taxCents: cents('tax_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    /** the promotions the quote applied, as they were then (docs/api.md#promotions); their uses
     *  are counted in order_promotions */
    promotions: jsonb('promotions')
      .$type<StoredOrderPromotion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** the shipping method chosen (docs/api.md#shipping); null for an order placed while the shop
     *  had no shipping zones (shipping was free) */
    shippingMethod: jsonb('shipping_method').$type<StoredShippingMethod>(),
    /** the tax per rate (their amounts sum to tax_cents), and whether it was inside the prices
     *  (the shop's setting when the order was placed) rather than added to them */
    taxLines: jsonb('tax_lines')
      .$type<StoredTaxLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** set once, in the transaction that makes the order paid (src/server/invoices/issue.ts) */
    invoiceNumber: text('invoice_number'),
    /** set once, in the transaction that refunds an invoiced order */
    creditNoteNumber: text('credit_note_number'),
    /** guest orders only: the SHA-256 of the order's key (the link in its confirmation mail) */
    guestKeyHash: text('guest_key_hash'),
    /** a keyed SHA-256 of the client address the order was placed from, never the address
     *  itself: what the unpaid-units cap counts by (src/server/checkout/unpaidHold.ts) */
    clientAddressHash: text('client_address_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_guest_key_hash_key').on(t.guestKeyHash),
    // a verified address takes over its guest orders (attachGuestOrders, src/server/checkout/guestOrders.ts)
    index('orders_guest_email_idx')
      .on(t.customerEmail)
      .where(sql`${t.userId} is null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
    // the unpaid-units cap reads a buyer's last 24 hours by address and by e-mail (by account:
    // orders_user_created_idx)
    index('orders_client_address_created_idx').on(t.clientAddressHash, t.createdAt),
    index('orders_email_created_idx').on(t.customerEmail, t.createdAt),
  ],
);

/** A shipping zone (docs/api.md#shipping): where its methods apply. `countries` holds ISO 3166
 *  alpha-2 codes, or only "*" for the rest of the world; a zone with regions or postal-code
 *  prefixes serves only the addresses of its countries that match them. */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    countries: jsonb('countries').$type<string[]>().notNull(),
    regions: jsonb('regions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    postalPrefixes: jsonb('postal_prefixes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [index('shipping_zones_created_idx').on(t.createdAt)],
);

/** A way to ship to a zone, priced by its type: `flat` costs `priceCents`; `free_over` is free once
 *  the subtotal before discounts reaches `freeOverCents`, else `priceCents`; `weight` costs the
 *  first of `bands` the cart's weight fits in, and does not apply to a heavier cart. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: text('id').primaryKey(),
    zoneId: text('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    /** the order the admin lists them in */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['flat', 'free_over', 'weight'] }).notNull(),
    priceCents: cents('price_cents').notNull().default(0),
    freeOverCents: cents('free_over_cents'),
    bands: jsonb('bands')
      .$type<StoredShippingBand[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [index('shipping_methods_zone_idx').on(t.zoneId, t.position)],
);

/** A promotion (docs/api.md#promotions): a coupon code, or automatic when `code` is null. */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code'),
    type: text('type', { enum: ['percentage', 'fixed', 'free_shipping'] }).notNull(),
    /** percentage: percent off (1-100, up to two decimals) */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    /** fixed: the amount off */
    amountCents: cents('amount_cents'),
    /** null: the whole order */
    target: jsonb('target').$type<PromotionTarget>(),
    /** the cart's subtotal before any discount must reach it */
    minSubtotalCents: cents('min_subtotal_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    combinable: boolean('combinable').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // codes are unique whatever their case: "welcome10" is WELCOME10
    uniqueIndex('promotions_code_key')
      .on(sql`upper(${t.code})`)
      .where(sql`${t.code} is not null`),
    index('promotions_created_idx').on(t.createdAt),
  ],
);

/** One use of a promotion by an order, counted while `released_at` is null: a cancelled order
 *  (or a card order whose payment expired) gives its use back. */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    /** the buyer's e-mail, lowercased: what a per-customer limit counts by (guests included) */
    customerKey: text('customer_key').notNull(),
    amountCents: cents('amount_cents').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.promotionId] }),
    index('order_promotions_held_idx')
      .on(t.promotionId, t.customerKey)
      .where(sql`${t.releasedAt} is null`),
  ],
);

/** Copies of what was bought, as it was then: no foreign key to products, which may be deleted later. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    /** the variant bought, and copies of its SKU and option values ("256 GB / Blue"; '' for a
     *  product sold one way); null variant id for orders from before variants */
    variantId: text('variant_id'),
    sku: text('sku'),
    variant: text('variant').notNull().default(''),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    unitPriceCents: cents('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: cents('line_total_cents').notNull(),
    /** this line's share of the order's discount and tax (they sum to the order's) */
    discountCents: cents('discount_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    /** the percentage taxCents was worked out at, and its rate's name; null before taxes */
    taxRate: doublePrecision('tax_rate'),
    taxName: text('tax_name'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] }), index('order_items_product_idx').on(t.productId)],
);

/** A line's units in one shipment: the line by its position in the order (positions never change). */
export type StoredShipmentItem = { position: number; quantity: number };

/** A parcel of an order (src/server/orders/shipments.ts): which units of which lines it holds, its
 *  carrier (src/lib/carriers.ts) and tracking. What has shipped of a line is the sum over its
 *  order's shipments, read under the order row's lock, so no unit ships twice. */
export const shipments = pgTable(
  'shipments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<StoredShipmentItem[]>().notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('shipments_order_idx').on(t.orderId, t.shippedAt)],
);

/** An order's timeline (src/server/orders/orderEvents.ts): each entry written in the transaction
 *  of what it records. The placement is not here: it is read from the order row, so the checkout
 *  writes nothing more. */
export const orderEvents = pgTable(
  'order_events',
  {
    /** also their order: the entries of one transaction share its time */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** the staff's e-mail, 'Stripe' or 'customer'; null: the shop itself */
    actor: text('actor'),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** One row per (owner, Idempotency-Key): written in the order's own transaction, so a retry
 *  either waits for the first attempt and reads its order, or takes over when it failed.
 *  The owner is the customer's user id, or `guest:<e-mail>` for a guest's checkout (then
 *  `user_id` is null). `fingerprint` is the hash of the placement the key was used for, so the
 *  same key with another order is refused instead of answered with the first one; keys claimed
 *  before it existed have none and answer their order as before. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] })],
);

/** A card order's payment at its provider (docs/operations.md#card-payments): one row per order,
 *  written with the order, so the sweeper finds every reservation even when the provider was
 *  never reached. Amounts in cents, as the provider counts them. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe'] }).notNull(),
    status: text('status', {
      enum: ['open', 'paid', 'expired', 'mismatch', 'refund_pending', 'refunded', 'refund_failed'],
    })
      .notNull()
      .default('open'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    paymentUrl: text('payment_url'),
    /** what went wrong, for the admin: a wrong amount, a failed refund, money for a cancelled order */
    issue: text('issue'),
    /** when the provider stops taking the payment */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** the sweeper looks at an open payment from then on; taking it moves this ahead (a lease) */
    checkAt: timestamp('check_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_checkout_session_key').on(t.checkoutSessionId),
    index('payments_payment_intent_idx').on(t.paymentIntentId),
    index('payments_open_check_idx')
      .on(t.checkAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Provider events already handled, by their id: a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Single-use links mailed to an account's address: a password reset or an e-mail verification.
 *  Only the SHA-256 of the token is kept, so the table cannot be used to take over an account;
 *  used and expired rows stay a while, so such a link is refused with the right reason. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'verify-email'] }).notNull(),
    /** the address the link was sent to: a verification verifies this one */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

// ---- mail (docs/operations.md#mail) ----

/** Every mail the shop sends, written (rendered) in the same transaction as the event that causes
 *  it and delivered afterwards by each server's delivery loop (src/server/mail/delivery.ts), so a
 *  mail is never lost when the mail server is down. `next_try_at` is also the claim: a server
 *  that takes a row moves it into the future before sending, so no other server takes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** where answers go when not to the shop (a contact copy is answered to the customer) */
    replyTo: text('reply_to'),
    /** `<uuid@host>`, the same on every try, so a mail delivered twice is one message to the reader */
    messageId: text('message_id').notNull(),
    /** the one-click unsubscribe address of a newsletter mail, sent as its List-Unsubscribe header */
    listUnsubscribe: text('list_unsubscribe'),
    status: text('status', { enum: ['queued', 'sent', 'logged', 'retrying', 'failed'] })
      .notNull()
      .default('queued'),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    nextTryAt: timestamp('next_try_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // the delivery loop's one read: due rows, soonest first
    index('outbox_due_idx')
      .on(t.nextTryAt)
      .where(sql`${t.status} in ('queued', 'retrying')`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Messages sent through the contact form (/contact-us), read and answered on the admin's Messages page. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('messages_read_created_idx').on(t.readAt, t.createdAt)],
);

/** The shop's own mailing list (docs/api.md#newsletter): one row per address, double opt-in.
 *  Only the confirmation link's SHA-256 is kept; it works until `confirmExpiresAt`. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    /** normalized as for accounts (trimmed, lower case) */
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'date' }),
    /** when the address last asked to subscribe */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_confirm_token_idx').on(t.confirmTokenHash),
    index('newsletter_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** A tax rate (docs/api.md#tax): what a product of `taxClass` pays when shipped to `country`, or to
 *  its `region` only (a US state); a region's rate beats its country's. `rate` is a percentage
 *  with at most 3 decimals (8.875). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    /** '' for the whole country */
    region: text('region').notNull().default(''),
    taxClass: text('tax_class', { enum: TAX_CLASSES }).notNull(),
    rate: doublePrecision('rate').notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tax_rates_place_class_key').on(t.country, t.region, t.taxClass)],
);

/** The shop's own details and tax mode (docs/api.md#settings): one row, id 'shop'. */
export const shopSettings = pgTable('shop_settings', {
  id: text('id').primaryKey(),
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  defaultCountry: text('default_country').notNull().default('US'),
  /** where contact messages go; '' = SHOP_MAIL (or MAIL_FROM's address) */
  supportEmail: text('support_email').notNull().default(''),
  /** the law the policies name, as the setup page last wrote it (src/server/setup/) */
  governingLaw: text('governing_law').notNull().default(''),
  /** the tracking link of carrier `other`, with {tracking} where the number goes; '' = none (src/lib/carriers.ts) */
  otherCarrierTrackingUrl: text('other_carrier_tracking_url').notNull().default(''),
  /** when the shop was last set up in one sitting; null: never, so the dashboard links to it */
  setUpAt: timestamp('set_up_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** Who changed which settings when, and from what to what. */
export const shopSettingsHistory = pgTable(
  'shop_settings_history',
  {
    id: text('id').primaryKey(),
    /** null once the admin's account was deleted; the e-mail stays */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('shop_settings_history_changed_idx').on(t.changedAt)],
);

/** The last number given per kind of document and year: its row is locked by the transaction that
 *  takes the next one, so numbers are gapless and unique across servers (src/server/invoices/issue.ts). */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** An invoice or credit note as issued: its number, when, for which order, the seller as the
 *  settings named them then, and the total (a credit note's is the refunded total). */
export const invoices = pgTable(
  'invoices',
  {
    number: text('number').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    seller: jsonb('seller').$type<StoredSeller>().notNull(),
    totalCents: cents('total_cents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_order_kind_key').on(t.orderId, t.kind)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An issued document's PDF, drawn at its first download and kept: what it shows never changes,
 *  and every server reads it from here (src/server/invoices/download.ts). */
export const invoiceFiles = pgTable('invoice_files', {
  number: text('number')
    .primaryKey()
    .references(() => invoices.number, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A publish of the Content section (src/server/content/publishing.ts): who asked, what it
 *  writes, and how its rebuild of the pages went. */
export const contentPublishes = pgTable(
  'content_publishes',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('queued'),
    /** why it failed, in the build's own words */
    reason: text('reason'),
    /** the files it writes, in CONTENT_DIR: json, not jsonb, which would sort the fields of each
     *  entry by the length of their names, and the files would be written in that order */
    changes: json('changes').$type<ContentChange[]>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** kept when the account is deleted */
    byName: text('by_name').notNull(),
    /** the server instance (host name and data dir) that builds it */
    instance: text('instance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('content_publishes_status_idx').on(t.instance, t.status)],
);

/** Each content file's versions: the text a publish wrote, and the text it replaced when no
 *  version here holds it (the repository's, or a developer's edit). */
export const contentVersions = pgTable(
  'content_versions',
  {
    /** also their order: versions written by one publish share its time */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collection: text('collection').notNull(),
    entryId: text('entry_id').notNull(),
    /** the file, relative to CONTENT_DIR */
    path: text('path').notNull(),
    /** the file's text; null: the entry was removed */
    content: text('content'),
    /** null: the text as found in the source folder */
    publishId: text('publish_id').references(() => contentPublishes.id, { onDelete: 'cascade' }),
    byName: text('by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('content_versions_entry_idx').on(t.collection, t.entryId, t.id)],
);
