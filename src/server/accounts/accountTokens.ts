// The links mailed to an account's address (password reset, e-mail verification): a random
// 256-bit token in the link, only its SHA-256 in the database (account_tokens), used at most
// once and only until it expires (docs/api.md#account-mail).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/client';
import { badRequest } from '../http/httpError';

const { accountTokens } = schema;

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Pick<Db, 'insert' | 'update' | 'select' | 'execute'>;

const LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  'password-reset': 60,
  'verify-email': 7 * 24 * 60,
};

/** What each kind of link is called in its refusal. */
const LINK: Record<TokenPurpose, string> = {
  'password-reset': 'password reset link',
  'verify-email': 'verification link',
};

/** How long a used or expired row is kept to say why its link is refused. */
const KEEP_DAYS = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token for this account's address, stored as its hash; the caller mails the link. */
export async function issueAccountToken(
  db: Writer,
  user: { id: string; email: string },
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    tokenHash: hashOf(token),
    userId: user.id,
    purpose,
    email: user.email,
    expiresAt: sql`now() + ${`${LIFETIME_MINUTES[purpose]} minutes`}::interval`,
  });
  // now and then, forget links long past any use
  if (Math.random() < 0.02)
    await db.execute(sql`delete from account_tokens where expires_at < now() - ${`${KEEP_DAYS} days`}::interval`);
  return token;
}

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** The 400 that says why a token cannot be used (it is not marked used by looking). */
export async function tokenRefusal(db: Pick<Db, 'select'>, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ usedAt: accountTokens.usedAt, expired: sql<boolean>`${accountTokens.expiresAt} <= now()` })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashOf(token)), eq(accountTokens.purpose, purpose)));
  const link = LINK[purpose];
  const again = 'Please ask for a new one.';
  if (!row)
    return badRequest(`token: this ${link} is not valid. Check that you opened the whole link, or ask for a new one.`);
  if (row.usedAt) return badRequest(`token: this ${link} has already been used. ${again}`);
  return badRequest(`token: this ${link} has expired. ${again}`);
}

/** The row of `token` for `purpose`, unused and not expired. */
const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashOf(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** The token's row while it is usable, or the 400 saying why not; nothing changes. */
export async function peekAccountToken(db: Pick<Db, 'select'>, token: string, purpose: TokenPurpose) {
  const [row] = await db.select().from(accountTokens).where(usable(token, purpose));
  if (!row) throw await tokenRefusal(db, token, purpose);
  return row;
}

/**
 * Marks the token used in one conditional update, so of two requests with one link only one
 * gets the row; the other gets the 400 that says it was used.
 */
export async function useAccountToken(tx: Tx, token: string, purpose: TokenPurpose): Promise<AccountTokenRow> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning();
  if (!row) throw await tokenRefusal(tx, token, purpose);
  return row;
}

/** Every other unused link of this kind of the account stops working (after a reset). */
export async function spendAccountTokens(tx: Tx, userId: string, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
