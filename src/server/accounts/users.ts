// Accounts: sign-up, sign-in, the admin's customer list, status changes and deletes, and
// the admin account made at start or by `npm run create-admin`.
import crypto from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyAgainstDummy, verifyPassword, type UserRow } from './auth';
import { spendAccountTokens } from './accountTokens';
import { queueVerificationMail } from './emailVerification';
import { accountWrite } from './accountWrites';
import { assertNewPassword } from './passwordPolicy';
import { limitRequests, requestKeys } from './signinThrottle';
import { config } from '../config';
import { schema, type Db } from '../db/client';
import { emailSchema, normalizeEmail, passwordSchema, type SignupInput } from '../../lib/forms/account';
import { ROLES, type Role } from '../../lib/types';
import { parseWith } from '../http/endpoint';
import { HttpError, notFound } from '../http/httpError';
import { containsPattern } from '../db/errors';
import { offsetOf, pageInfo, type PageRequest } from '../http/listQuery';

const { users } = schema;

export const statusSchema = z.object({
  status: z.enum(['active', 'blocked'], { error: 'must be "active" or "blocked"' }),
});

/** `PUT /api/users/{id}` with a `role`: whether the account is a content editor. */
export const roleSchema = z.object({
  role: z.enum(['editor', 'customer'], { error: 'must be "editor" or "customer"' }),
});

const DUPLICATE_EMAIL = 'An account with this email already exists.';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `onCreated` runs in the transaction that inserts the account (the sign-up's verification mail). */
export async function createUser(
  db: Db,
  input: SignupInput & { role?: UserRow['role'] },
  onCreated?: (tx: Tx, row: UserRow) => Promise<void>,
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, DUPLICATE_EMAIL);
  const passwordHash = await hashPassword(input.password);
  // two sign-ups with one address at the same moment: the unique index decides, and the loser's
  // 409 is the same (src/server/http/constraintRefusals.ts)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        name: input.name,
        email: normalizeEmail(input.email),
        contact: input.contact || null,
        passwordHash,
        role: input.role ?? 'customer',
      })
      .returning();
    await onCreated?.(tx, row);
    return row;
  });
}

/** Per hour (SIGNUP_MAX_PER_*): a household signs up a few accounts; a script filling the shop
 *  with accounts, or probing which e-mails have one, is stopped. */
const SIGNUP_WINDOW_SECONDS = 3600;

/**
 * A shopper's own sign-up, under the new-password rule (the start-up admin's password is the
 * operator's, set in ADMIN_PASSWORD or by create-admin). The cheap refusals come first (the
 * throttle, an address that has an account), so only a sign-up that can succeed costs the
 * strength check and the hash. `address`: the client's, for the throttle.
 */
export function signUp(db: Db, input: SignupInput, address: string): Promise<UserRow> {
  return accountWrite(async () => {
    await limitRequests(
      db,
      requestKeys('signup', normalizeEmail(input.email), address, {
        perEmail: config.signupMaxPerEmail,
        perAddress: config.signupMaxPerIp,
      }),
      SIGNUP_WINDOW_SECONDS,
      'sign-up attempts',
    );
    if (await findUserByEmail(db, input.email)) throw new HttpError(409, DUPLICATE_EMAIL);
    await assertNewPassword('password', input.password, { email: input.email });
    // the account and its verification mail commit together (docs/api.md#account-mail)
    return createUser(db, input, queueVerificationMail);
  });
}

/** The user for this pair, or null; takes about as long for an unknown e-mail as for a wrong password. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyAgainstDummy(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

const newestFirst = [desc(users.createdAt), desc(users.id)];

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .orderBy(...newestFirst);
}

/** Optional exact filters of the paged list (the admin dashboard counts customers by status). */
export const userFilters = {
  role: z.enum(ROLES, { error: 'must be "admin", "editor" or "customer"' }).optional(),
  status: z.enum(['active', 'blocked'], { error: 'must be "active" or "blocked"' }).optional(),
};
type UserFilter = { role?: Role; status?: 'active' | 'blocked' };

export async function pageUsers(db: Db, req: PageRequest, filter: UserFilter = {}) {
  const pattern = containsPattern(req.q);
  const where = and(
    req.q ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...newestFirst)
      .limit(req.limit)
      .offset(offsetOf(req)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, ...pageInfo(total, req) };
}

/** Blocking also spends the account's reset links: a link mailed before must not let anyone back in. */
export async function setUserStatus(db: Db, actor: UserRow, id: string, status: UserRow['status']): Promise<UserRow> {
  if (id === actor.id && status === 'blocked') throw new HttpError(400, 'status: you cannot block your own account.');
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (updated && status === 'blocked') await spendAccountTokens(tx, id, 'password-reset');
    return updated;
  });
  if (!row) throw notFound('User');
  return row;
}

/** Makes an account a content editor or a customer again (docs/product.md#deliberate-changes, 29);
 *  an administrator stays one (`npm run create-admin` makes them). */
export async function setUserRole(db: Db, actor: UserRow, id: string, role: 'editor' | 'customer'): Promise<UserRow> {
  if (id === actor.id) throw new HttpError(400, 'role: you cannot change your own role.');
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User');
  if (row.role === 'admin') throw new HttpError(400, "role: an administrator's role cannot be changed here.");
  const [updated] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

export async function deleteUser(db: Db, actor: UserRow, id: string): Promise<void> {
  if (id === actor.id) throw new HttpError(400, 'You cannot delete your own account.');
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (!deleted.length) throw notFound('User');
}

export async function anyAdmin(db: Db): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.createdAt).limit(1);
  return row ?? null;
}

/**
 * Creates the account as an admin (or with `role`, a content editor), or gives an existing one
 * that role (and re-activates it); the password is set when given. Returns whether it was created.
 */
export async function upsertAdmin(
  db: Db,
  input: { email: string; password: string; name?: string; role?: 'admin' | 'editor' },
): Promise<{ user: UserRow; created: boolean }> {
  const role = input.role ?? 'admin';
  const { email, password } = parseWith(z.object({ email: emailSchema, password: passwordSchema }), input);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    const user = await createUser(db, {
      name: input.name?.trim() || (role === 'admin' ? 'Administrator' : 'Content editor'),
      email,
      contact: '',
      password,
      role,
    });
    return { user, created: true };
  }
  const samePassword = await verifyPassword(existing.passwordHash, password);
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        role,
        status: 'active',
        passwordHash,
        ...(input.name?.trim() ? { name: input.name.trim() } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, existing.id))
      .returning();
    // a new password: links mailed for the old one stop working, as after a change
    if (!samePassword) await spendAccountTokens(tx, existing.id, 'password-reset');
    return row;
  });
  return { user, created: false };
}
