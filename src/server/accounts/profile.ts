// The signed-in user's own account: name, contact and saved address (PUT /api/auth/profile),
// and the password change that revokes every other session (PUT /api/auth/password).
import { eq, sql } from 'drizzle-orm';
import type { ProfileValue } from '../../lib/forms/profile';
import { schema, type Db } from '../db/client';
import { badRequest, notFound } from '../http/httpError';
import { hashPassword, signToken, verifyPassword, type UserRow } from './auth';
import { assertNewPassword } from './passwordPolicy';

const { users } = schema;

/** Only the fields present change; e-mail, role and status are never written here. */
export async function updateProfile(db: Db, user: UserRow, input: ProfileValue): Promise<UserRow> {
  const changes: Partial<Pick<UserRow, 'name' | 'contact' | 'address'>> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.contact !== undefined) changes.contact = input.contact;
  if (input.address !== undefined) changes.address = input.address;
  if (!Object.keys(changes).length) return user;
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound('User');
  return row;
}

/**
 * Checks the new password against the rule and the current one, stores the new one and bumps
 * the token version in one update: every token issued before stops working, and the caller
 * gets a fresh one.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<{ user: UserRow; token: string }> {
  // the rule first: it costs nothing next to the hash and reveals nothing about the account
  await assertNewPassword('newPassword', newPassword, { email: user.email, currentPassword });
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw badRequest('currentPassword: is not your current password');
  const passwordHash = await hashPassword(newPassword);
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw notFound('User');
  return { user: row, token: await signToken(row) };
}
