// Forgotten passwords (docs/api.md#account-mail): POST /api/auth/forgot-password mails a link to
// /reset-password, whatever the answer says about the address (nothing), and
// POST /api/auth/reset-password sets the new password with it, signing out every session.
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/client';
import { HttpError } from '../http/httpError';
import { queueMail } from '../mail/outbox';
import { shopInfo } from '../mail/shop';
import { attachGuestOrders } from '../orders/guestOrders';
import { hashPassword, signToken, type UserRow } from './auth';
import {
  issueAccountToken,
  peekAccountToken,
  spendAccountTokens,
  tokenRefusal,
  useAccountToken,
} from './accountTokens';
import { assertNewPassword } from './passwordPolicy';
import { limitRequests } from './signinThrottle';
import { findUserByEmail } from './users';

const { users } = schema;

/** Per hour: a forgetful owner asks a few times; a stranger cannot fill someone's inbox. */
export const RESET_LIMITS = { perEmail: 5, perAddress: 20, windowSeconds: 3600 } as const;

/** The one answer, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for 60 minutes.';

const BLOCKED = 'Your account has been blocked. Please contact support.';

/** Throttled per e-mail and per client address (429); mails a link only to an active account. */
export async function requestPasswordReset(db: Db, email: string, address: string): Promise<void> {
  await limitRequests(
    db,
    [
      { key: `reset:${email}`, limit: RESET_LIMITS.perEmail },
      { key: `reset-ip:${address}`, limit: RESET_LIMITS.perAddress },
    ],
    RESET_LIMITS.windowSeconds,
    'password reset requests',
  );
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'blocked') return;
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user, 'password-reset');
    await queueMail(tx, {
      to: user.email,
      kind: 'password-reset',
      data: { name: user.name, url: `${shopInfo().url}/reset-password?token=${token}` },
    });
  });
}

/**
 * Sets the password the link's account chooses, under the new-password rule, and bumps its
 * token version: every session of the account ends, and the caller gets a fresh token. The
 * link proves the address, so an unverified one becomes verified (and takes its guest orders).
 * A rule failure leaves the link usable.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
): Promise<{ user: UserRow; token: string }> {
  const link = await peekAccountToken(db, token, 'password-reset');
  const [user] = await db.select().from(users).where(eq(users.id, link.userId));
  // deleted meanwhile: its links went with it
  if (!user) throw await tokenRefusal(db, token, 'password-reset');
  if (user.status === 'blocked') throw new HttpError(403, BLOCKED);
  await assertNewPassword('password', password, { email: user.email });
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    await useAccountToken(tx, token, 'password-reset');
    await spendAccountTokens(tx, user.id, 'password-reset');
    const proves = link.email === user.email;
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        ...(proves ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (proves && !user.emailVerifiedAt) await attachGuestOrders(tx, row.id, row.email);
    return row;
  });
  return { user: updated, token: await signToken(updated) };
}
