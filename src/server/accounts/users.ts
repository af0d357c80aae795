// Accounts: sign-up, sign-in, the admin's customer list, status changes and deletes, and
// the admin account made at start or by `npm run create-admin`.
import crypto from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword, verifyAgainstDummy, verifyPassword, type UserRow } from './auth';
import { getDb, schema, type Db } from '../db/client';
import { emailSchema, normalizeEmail } from './email';
import { HttpError, notFound } from '../http/endpoint';
import { containsPattern, pageInfo, type PageRequest } from '../http/paging';

const { users } = schema;

export const PASSWORD_MIN = 8;

export const passwordSchema = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(200, { error: 'must be at most 200 characters' });

/** Only these fields are read: a `role` or `status` in the body is ignored. */
export const signupSchema = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }).max(100, { error: 'is too long' }),
  email: emailSchema,
  // optional: the spec's client sends an empty one (docs/architecture.md#deliberate-changes, 16)
  contact: z.string({ error: 'must be text' }).trim().max(40, { error: 'is too long' }).nullish().transform((v) => v ?? ''),
  password: passwordSchema,
});

export const signinSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200, { error: 'is too long' }),
});

export const statusSchema = z.object({
  status: z.enum(['active', 'blocked'], { error: 'must be "active" or "blocked"' }),
});

export type SignupInput = z.infer<typeof signupSchema>;

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const DUPLICATE_EMAIL = 'An account with this email already exists.';

export async function findUserByEmail(email: string, db?: Db): Promise<UserRow | null> {
  db ??= await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return row ?? null;
}

export async function createUser(input: SignupInput & { role?: UserRow['role'] }, db?: Db): Promise<UserRow> {
  db ??= await getDb();
  if (await findUserByEmail(input.email, db)) throw new HttpError(409, DUPLICATE_EMAIL);
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
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
    return row;
  } catch (err) {
    // two sign-ups with one address at the same moment: the unique index decides
    if (isUniqueViolation(err)) throw new HttpError(409, DUPLICATE_EMAIL);
    throw err;
  }
}

/** The user for this pair, or null; takes about as long for an unknown e-mail as for a wrong password. */
export async function authenticate(email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(email);
  if (!user) {
    await verifyAgainstDummy(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

const newestFirst = [desc(users.createdAt), desc(users.id)];

export async function listUsers(): Promise<UserRow[]> {
  const db = await getDb();
  return db.select().from(users).orderBy(...newestFirst);
}

/** Optional exact filters of the paged list (the admin dashboard counts customers by status). */
export const userFilterSchema = z.object({
  role: z.enum(['admin', 'customer'], { error: 'must be "admin" or "customer"' }).optional(),
  status: z.enum(['active', 'blocked'], { error: 'must be "active" or "blocked"' }).optional(),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export async function pageUsers(req: PageRequest, filter: UserFilter = {}) {
  const db = await getDb();
  const pattern = containsPattern(req.q);
  const where = and(
    req.q ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(...newestFirst).limit(req.limit).offset(req.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, ...pageInfo(total, req) };
}

export async function setUserStatus(actor: UserRow, id: string, status: UserRow['status']): Promise<UserRow> {
  if (id === actor.id && status === 'blocked') throw new HttpError(400, 'status: you cannot block your own account.');
  const db = await getDb();
  const [row] = await db.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, id)).returning();
  if (!row) throw notFound('User');
  return row;
}

export async function deleteUser(actor: UserRow, id: string): Promise<void> {
  if (id === actor.id) throw new HttpError(400, 'You cannot delete your own account.');
  const db = await getDb();
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (!deleted.length) throw notFound('User');
}

export async function anyAdmin(db: Db): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.createdAt).limit(1);
  return row ?? null;
}

/**
 * Creates the account as an admin, or promotes (and re-activates) an existing one; the
 * password is set when given. Returns whether it was created.
 */
export async function upsertAdmin(
  db: Db,
  input: { email: string; password: string; name?: string },
): Promise<{ user: UserRow; created: boolean }> {
  const email = parseOrThrow(emailSchema, input.email, 'email');
  const password = parseOrThrow(passwordSchema, input.password, 'password');
  const existing = await findUserByEmail(email, db);
  if (!existing) {
    const user = await createUser({ name: input.name?.trim() || 'Administrator', email, contact: '', password, role: 'admin' }, db);
    return { user, created: true };
  }
  const passwordHash = (await verifyPassword(existing.passwordHash, password)) ? existing.passwordHash : await hashPassword(password);
  const [user] = await db
    .update(users)
    .set({
      role: 'admin',
      status: 'active',
      passwordHash,
      ...(input.name?.trim() ? { name: input.name.trim() } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, existing.id))
    .returning();
  return { user, created: false };
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, `${field}: ${result.error.issues[0].message}`);
  return result.data;
}
