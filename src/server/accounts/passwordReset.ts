// Forgotten passwords (docs/api.md#account-mail): POST /api/auth/forgot-password mails a link to
// /reset-password, whatever the answer says about the address (nothing), and
// POST /api/auth/reset-password sets the new password with it, signing out every session.
import { eq, sql } from 'drizzle-orm';
import { absoluteUrl, resetPasswordPath } from '../../lib/shopUrls';
import { schema, type Db } from '../db/client';
import { HttpError } from '../http/httpError';
import { log } from '../log';
import { queueMail } from '../mail/outbox';
import { shopInfo } from '../mail/shop';
import { attachGuestOrders } from '../checkout/guestOrders';
import { hashPassword, signToken, type UserRow } from './auth';
import {
  issueAccountToken,
  peekAccountToken,
  spendAccountTokens,
  tokenRefusal,
  useAccountToken,
} from './accountTokens';
import { assertNewPassword } from './passwordPolicy';
import { limitRequests, requestKeys } from './signinThrottle';
import { findUserByEmail } from './users';

const { users } = schema;

/** Per hour, per address and per e-mail from one address: a forgetful owner asks a few times; a
 *  stranger cannot fill someone's inbox from one address, nor keep the owner from asking. */
export const RESET_LIMITS = { perEmail: 5, perAddress: 20, windowSeconds: 3600 } as const;

/** The one answer, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for 60 minutes.';

const BLOCKED = 'Your account has been blocked. Please contact support.';

/**
 * How long after the request every answer leaves. The lookup and the mail (a transaction with
 * the link and the outbox row) run before the answer, never after it, so they cannot slow the
 * requests that follow; and the answer waits until this time is up, so how long it takes says
 * nothing about whether the address has an account. Far above what the work takes on a busy
 * server, and short for someone waiting for their mail.
 */
export const RESET_ANSWER_MS = 400;

/** Throttled per address and per e-mail from that address (429, at once: that says nothing of the
 *  address either); otherwise answered RESET_ANSWER_MS after it began, whatever it found. */
export async function requestPasswordReset(db: Db, email: string, address: string): Promise<void> {
  const startedAt = performance.now();
  await limitRequests(
    db,
    requestKeys('reset', email, address, RESET_LIMITS),
    RESET_LIMITS.windowSeconds,
    'password reset requests',
  );
  try {
    await mailResetLink(db, email);
  } catch (err) {
    // the asker hears the one answer all the same; the log says what went wrong
    log.error({ scope: 'password-reset', err }, 'could not queue a password reset mail');
  }
  const spent = performance.now() - startedAt;
  if (spent > RESET_ANSWER_MS)
    log.warn(
      { scope: 'password-reset', ms: Math.round(spent) },
      'a reset request took longer than its fixed answer time',
    );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, RESET_ANSWER_MS - spent)));
}

/** Mails a link only to an active account. */
async function mailResetLink(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'blocked') return;
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user, 'password-reset');
    await queueMail(tx, {
      to: user.email,
      kind: 'password-reset',
      data: { name: user.name, url: absoluteUrl(shopInfo().url, resetPasswordPath(token)) },
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
