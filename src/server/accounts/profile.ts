// The signed-in user's own account: name, contact and saved address (PUT /api/auth/profile),
// and the password change that revokes every other session (PUT /api/auth/password).
import { eq, sql } from 'drizzle-orm';
import type { ProfileValue } from '../../lib/forms/profile';
import { passwordProblem } from '../../lib/forms/passwordRule';
import { schema, type Db } from '../db/client';
import { badRequest, notFound } from '../http/httpError';
import { hashPassword, signToken, verifyPassword, type UserRow } from './auth';
import { spendAccountTokens } from './accountTokens';
import { accountWrite } from './accountWrites';
import { assertNewPassword } from './passwordPolicy';
import { limitRequests } from './signinThrottle';

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

/** Per user per hour: enough for someone who mistypes; a stolen session cannot try the current
 *  password at will. */
export const PASSWORD_CHANGE_LIMITS = { perUser: 10, windowSeconds: 3600 } as const;

/**
 * Checks the current password first (its hash runs off the request thread, and a wrong one is
 * refused before the strength check's cost), then the new one against the rule; stores it and
 * bumps the token version in one transaction that also spends the account's reset links:
 * every token and link issued before stops working, and the caller gets a fresh token.
 */
export function changePassword(
  db: Db,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
): Promise<{ user: UserRow; token: string }> {
  return accountWrite(async () => {
    await limitRequests(
      db,
      [{ key: `password-change:${user.id}`, limit: PASSWORD_CHANGE_LIMITS.perUser }],
      PASSWORD_CHANGE_LIMITS.windowSeconds,
      'password change attempts',
    );
    // the parts of the rule that cost nothing, then the current password, then the dictionary
    const problem = passwordProblem(newPassword, { email: user.email, currentPassword });
    if (problem) throw badRequest(`newPassword: ${problem}`);
    if (!(await verifyPassword(user.passwordHash, currentPassword)))
      throw badRequest('currentPassword: is not your current password');
    await assertNewPassword('newPassword', newPassword, { email: user.email, currentPassword });
    const passwordHash = await hashPassword(newPassword);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      if (updated) await spendAccountTokens(tx, user.id, 'password-reset');
      return updated;
    });
    if (!row) throw notFound('User');
    return { user: row, token: await signToken(row) };
  });
}
