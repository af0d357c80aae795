// The admin a fresh shop starts with: ADMIN_EMAIL/ADMIN_PASSWORD when set (created, or
// promoted and given that password), otherwise - only when no admin exists yet - a generated
// password, kept in the data dir until an admin first signs in (./initialAdminPassword.ts).
import crypto from 'node:crypto';
import { config } from '../config';
import type { Db } from '../db/client';
import { initialPasswordKept, initialPasswordPath, keepInitialPassword } from './initialAdminPassword';
import { anyAdmin, findUserByEmail, upsertAdmin } from './users';

const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

export interface StartupAdmin {
  email: string;
  /** set only when a password was generated right now: shown on a terminal, never logged */
  generatedPassword?: string;
  /** the file holding a generated password until an admin's first sign-in, while it exists */
  passwordFile?: string;
  created: boolean;
}

/** An admin found as it is; the generated password's file, if it still waits for a sign-in. */
const existingAdmin = (email: string): StartupAdmin => ({
  email,
  created: false,
  ...(initialPasswordKept() ? { passwordFile: initialPasswordPath() } : {}),
});

export async function ensureStartupAdmin(db: Db): Promise<StartupAdmin> {
  const email = config.adminEmail;
  const password = config.adminPassword;
  if (email && password) {
    const { user, created } = await upsertAdmin(db, { email, password });
    return { email: user.email, created };
  }
  if (email) {
    const existing = await findUserByEmail(db, email);
    if (existing?.role === 'admin') return existingAdmin(existing.email);
  } else if (!password) {
    const admin = await anyAdmin(db);
    if (admin) return existingAdmin(admin.email);
  }
  const generated = password ? undefined : crypto.randomBytes(12).toString('base64url');
  // kept before the account takes it: a start that fails in between leaves a file no account
  // uses (the next start writes a new one), never an account whose password nobody has
  const passwordFile = generated ? keepInitialPassword(generated) : undefined;
  const { user, created } = await upsertAdmin(db, {
    email: email || DEFAULT_ADMIN_EMAIL,
    password: password || generated!,
  });
  return { email: user.email, created, ...(generated ? { generatedPassword: generated, passwordFile } : {}) };
}
