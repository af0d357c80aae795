// E-mail verification (docs/api.md#account-mail): sign-up mails a link to /verify-email; following
// it marks the address verified and the guest orders placed with it become the account's. The
// account works the same before.
import { and, eq, sql } from 'drizzle-orm';
import { absoluteUrl, verifyEmailPath } from '../../lib/shopUrls';
import { schema, type Db } from '../db/client';
import { badRequest, HttpError } from '../http/httpError';
import { queueMail } from '../mail/outbox';
import { shopInfo } from '../mail/shop';
import { attachGuestOrders } from '../checkout/guestOrders';
import type { UserRow } from './auth';
import { issueAccountToken, useAccountToken } from './accountTokens';
import { limitRequests } from './signinThrottle';

const { users } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Queues the verification mail in the caller's transaction (the one that made the account). */
export async function queueVerificationMail(tx: Tx, user: Pick<UserRow, 'id' | 'name' | 'email'>): Promise<void> {
  const token = await issueAccountToken(tx, user, 'verify-email');
  await queueMail(tx, {
    to: user.email,
    kind: 'verify-email',
    data: { name: user.name, url: absoluteUrl(shopInfo().url, verifyEmailPath(token)) },
  });
}

/** Marks the link's address verified and attaches its guest orders, in one transaction. */
export async function verifyEmail(db: Db, token: string): Promise<{ user: UserRow; attachedOrders: number }> {
  return db.transaction(async (tx) => {
    const link = await useAccountToken(tx, token, 'verify-email');
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning();
    if (!user) throw badRequest('token: this verification link is for an address the account no longer uses.');
    return { user, attachedOrders: await attachGuestOrders(tx, user.id, user.email) };
  });
}

/** Per hour and account: a lost or expired link is asked for again, not a mail flood. */
export const RESEND_LIMIT = { perAccount: 3, windowSeconds: 3600 } as const;

/** A new verification link for the signed-in account (the old ones keep working until used). */
export async function resendVerificationMail(db: Db, user: UserRow): Promise<void> {
  if (user.emailVerifiedAt) throw new HttpError(409, 'Your e-mail address is already verified.');
  await limitRequests(
    db,
    [{ key: `verify:${user.id}`, limit: RESEND_LIMIT.perAccount }],
    RESEND_LIMIT.windowSeconds,
    'verification mails',
  );
  await db.transaction((tx) => queueVerificationMail(tx, user));
}
