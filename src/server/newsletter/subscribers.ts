// The shop's own mailing list (docs/api.md#newsletter): double opt-in, so an address typed by a
// stranger gets one confirmation mail and nothing else; the footer of every customer mail unsubscribes.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../lib/forms/newsletter';
import { absoluteUrl } from '../../lib/shopUrls';
import type { NewsletterSubscriber } from '../../lib/types';
import { limitRequests, requestKeys } from '../accounts/signinThrottle';
import type { Db } from '../db/client';
import { containsPattern } from '../db/errors';
import { newsletterSubscribers } from '../db/schema';
import { badRequest } from '../http/httpError';
import { offsetOf, pageInfo, type PageRequest } from '../http/listQuery';
import { log } from '../log';
import { queueMail } from '../mail/outbox';
import { shopInfo } from '../mail/shop';
import { emailOfUnsubscribeToken } from './unsubscribeLinks';

/** Per hour: a visitor may ask again for a mail that did not come; a stranger cannot fill someone's
 *  inbox from one address, nor keep the owner from subscribing from theirs. */
export const NEWSLETTER_LIMITS = { perEmail: 3, perAddress: 20, windowSeconds: 3600 } as const;
const CONFIRM_DAYS = 7;

export const CONFIRM_PATH = '/newsletter/confirm';

type Row = typeof newsletterSubscribers.$inferSelect;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function toSubscriber(row: Row): NewsletterSubscriber {
  return {
    _id: row.id,
    email: row.email,
    status: row.status,
    subscribedAt: row.subscribedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/newsletter: throttled (429), then the same answer for any address. The mail (none for
 * an address already confirmed) is worked out after the answer, so its timing tells nothing.
 */
export async function requestSubscription(db: Db, email: string, address: string): Promise<void> {
  await limitRequests(
    db,
    requestKeys('newsletter', email, address, NEWSLETTER_LIMITS),
    NEWSLETTER_LIMITS.windowSeconds,
    'newsletter sign-ups',
  );
  setImmediate(() => {
    mailConfirmation(db, email).catch((err: Error) =>
      log.error({ scope: 'newsletter', err }, 'could not queue a newsletter confirmation'),
    );
  });
}

/** A new or renewed pending row with a fresh link, and its mail, in one transaction. */
export async function mailConfirmation(db: Db, email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const pending = {
    status: 'pending' as const,
    confirmTokenHash: hashOf(token),
    confirmExpiresAt: sql`now() + ${`${CONFIRM_DAYS} days`}::interval`,
    subscribedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ id: randomUUID(), email, ...pending })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: pending,
        setWhere: sql`${newsletterSubscribers.status} <> 'confirmed'`,
      })
      .returning({ id: newsletterSubscribers.id });
    if (!row) return;
    const url = absoluteUrl(shopInfo().url, `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
    await queueMail(tx, { to: email, kind: 'newsletter-confirm', data: { url } });
  });
}

const NOT_VALID =
  'token: this confirmation link is not valid. Please subscribe again from the form at the bottom of any page.';
const EXPIRED =
  'token: this confirmation link has expired. Please subscribe again from the form at the bottom of any page.';

/** The link's address becomes confirmed; following it again is answered the same. */
export async function confirmSubscription(db: Db, token: string): Promise<NewsletterSubscriber> {
  const hash = hashOf(token);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hash),
        sql`(${newsletterSubscribers.status} = 'confirmed' or ${newsletterSubscribers.confirmExpiresAt} > now())`,
      ),
    )
    .returning();
  if (row) return toSubscriber(row);
  const [known] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash));
  throw badRequest(known ? EXPIRED : NOT_VALID);
}

/** The address leaves the list (a row is kept, so the admin sees it); its confirmation link stops
 *  working. An address that was never on it is written down as unsubscribed. */
export async function unsubscribe(db: Db, token: string): Promise<NewsletterSubscriber> {
  const email = emailOfUnsubscribeToken(token);
  if (!email) throw badRequest('token: this unsubscribe link is not valid. Please use the link of a mail we sent you.');
  const left = {
    status: 'unsubscribed' as const,
    confirmTokenHash: null,
    confirmExpiresAt: null,
    unsubscribedAt: sql`case when ${newsletterSubscribers.status} = 'unsubscribed' then ${newsletterSubscribers.unsubscribedAt} else now() end`,
  };
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ id: randomUUID(), email, status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: left })
    .returning();
  return toSubscriber(row);
}

/** The list's own filter beside `q`, `page` and `limit`. */
export const subscriberFilters = {
  status: z.enum(SUBSCRIBER_STATUSES, { error: `must be one of ${SUBSCRIBER_STATUSES.join(', ')}` }).optional(),
};

export interface SubscriberQuery extends Pick<PageRequest, 'q' | 'page' | 'limit'> {
  status?: SubscriberStatus;
}

const whereOf = (req: Pick<SubscriberQuery, 'q' | 'status'>) =>
  and(
    req.q ? ilike(newsletterSubscribers.email, containsPattern(req.q)) : undefined,
    req.status ? eq(newsletterSubscribers.status, req.status) : undefined,
  );

/** Newest first, optionally searched (e-mail) and filtered by status, with the count of each status. */
export async function pageSubscribers(db: Db, req: SubscriberQuery) {
  const where = whereOf(req);
  const [rows, [{ total }], counts] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(req.limit)
      .offset(offsetOf(req)),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
    db
      .select({ status: newsletterSubscribers.status, n: count() })
      .from(newsletterSubscribers)
      .groupBy(newsletterSubscribers.status),
  ]);
  const byStatus = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const { status, n } of counts) byStatus[status] = n;
  return { subscribers: rows.map(toSubscriber), counts: byStatus, ...pageInfo(total, req) };
}

/** Every row the search and filter give, oldest first (the CSV export). */
export async function allSubscribers(db: Db, req: Pick<SubscriberQuery, 'q' | 'status'>) {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(whereOf(req))
    .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
  return rows.map(toSubscriber);
}
