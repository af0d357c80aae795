// Orders without an account (docs/api.md#guest-orders-and-tracking): who places an order, the
// guest order's key (the link in its confirmation mail), reading an order by that key or by its
// number and e-mail, and a verified address taking over its guest orders.
import { createHash, createHmac } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { normalizeEmail } from '../../lib/forms/account';
import type { UserRow } from '../accounts/auth';
import { authSecretKey } from '../accounts/authSecret';
import { limitRequests, requestKeys } from '../accounts/signinThrottle';
import { config } from '../config';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { withItems, type OrderRecord } from '../orders/orderRecord';

/** Who an order is placed for: a signed-in customer, or a guest known by an e-mail address. */
export interface Buyer {
  /** null for a guest */
  userId: string | null;
  name: string;
  email: string;
  /** whose Idempotency-Keys these are: the user id, or `guest:<e-mail>` */
  keyOwner: string;
}

export const accountBuyer = (user: UserRow): Buyer => ({
  userId: user.id,
  name: user.name,
  email: user.email,
  keyOwner: user.id,
});

/** `email` is already normalized (emailSchema); the name is the shipping address's. */
export const guestBuyer = (email: string, name: string): Buyer => ({
  userId: null,
  name,
  email,
  keyOwner: `guest:${email}`,
});

/**
 * The guest order's key: derived from the order id with the auth secret, so a retried
 * placement answers the same key without the key being stored; the order keeps its hash,
 * which is what a link is looked up by (and still finds after the secret changes).
 */
export function guestOrderKey(orderId: string): string {
  return createHmac('sha256', authSecretKey()).update(`guest-order:${orderId}`).digest('base64url');
}

export const guestKeyHash = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A guest order by its key; any other key is 404. */
export async function findGuestOrder(db: Db, key: string): Promise<OrderRecord> {
  const rows = key
    ? await db
        .select()
        .from(orders)
        .where(eq(orders.guestKeyHash, guestKeyHash(key)))
        .limit(1)
    : [];
  if (!rows.length) throw notFound('Order');
  return (await withItems(db, rows))[0];
}

export const GUEST_ORDER_WINDOW_SECONDS = 3600;

/**
 * Orders without an account, per hour (GUEST_ORDERS_PER_EMAIL, GUEST_ORDERS_PER_ADDRESS): each
 * one mails a confirmation to an address nobody proved is theirs. The e-mail counts only together
 * with the client address, so orders a stranger places for someone's address elsewhere never
 * refuse the owner's own; the address alone caps one client over all e-mails.
 */
export async function limitGuestOrders(db: Db, buyer: Buyer, address: string): Promise<void> {
  await limitRequests(
    db,
    requestKeys('guest-order', buyer.email, address, {
      perEmail: config.guestOrdersPerEmail,
      perAddress: config.guestOrdersPerAddress,
    }),
    GUEST_ORDER_WINDOW_SECONDS,
    'orders without an account from here',
    'sign in to order now',
  );
}

/** Per hour: one shopper checks a few times; a stranger guessing numbers for an e-mail is stopped
 *  at their own address, and the owner's lookups from theirs are never refused for it. */
export const TRACKING_LIMITS = { perEmail: 10, perAddress: 30, windowSeconds: 3600 } as const;

export async function limitTracking(db: Db, email: string, address: string): Promise<void> {
  await limitRequests(
    db,
    requestKeys('track', normalizeEmail(email), address, TRACKING_LIMITS),
    TRACKING_LIMITS.windowSeconds,
    'order lookups',
  );
}

const NO_MATCH = 'No order matches this order number and e-mail address. Please check both.';

/** Any order by its number and the e-mail it was placed with; one 404 whichever of them is wrong. */
export async function trackOrder(db: Db, number: string, email: string): Promise<OrderRecord> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number.trim().toUpperCase()), eq(orders.customerEmail, normalizeEmail(email))))
    .limit(1);
  if (!rows.length) throw new HttpError(404, NO_MATCH);
  return (await withItems(db, rows))[0];
}

/**
 * The account a guest's order belongs to: the one that has verified the order's address, if any.
 * Orders placed as a guest after the verification join the account as the earlier ones did.
 */
export async function verifiedAccountOf(tx: Pick<Db, 'select'>, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** The guest orders placed with this address become the account's (in the caller's transaction). */
export async function attachGuestOrders(tx: Pick<Db, 'update'>, userId: string, email: string): Promise<number> {
  const moved = await tx.update(orders).set({ userId }).where(waitingFor(email)).returning({ id: orders.id });
  return moved.length;
}

const waitingFor = (email: string) =>
  and(isNull(orders.userId), isNotNull(orders.guestKeyHash), eq(orders.customerEmail, normalizeEmail(email)));

/** How many guest orders would join this account when its address is verified: told only to the
 *  account itself, which has signed in with that address (0 once verified, as they have joined). */
export async function waitingGuestOrders(db: Pick<Db, 'select'>, user: UserRow): Promise<number> {
  if (user.emailVerifiedAt) return 0;
  const [row] = await db.select({ n: count() }).from(orders).where(waitingFor(user.email));
  return Number(row?.n ?? 0);
}
