// The admin a fresh shop starts with: ADMIN_EMAIL/ADMIN_PASSWORD when set (created, or
// promoted and given that password), otherwise - only when no admin exists yet - a generated
// password shown once.
import crypto from 'node:crypto';
import { config } from '../config';
import type { Db } from '../db/client';
import { anyAdmin, findUserByEmail, upsertAdmin } from './users';

const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

export interface StartupAdmin {
  email: string;
  /** set only when a password was generated right now: print it, it is not stored anywhere */
  generatedPassword?: string;
  created: boolean;
}

export async function ensureStartupAdmin(db: Db): Promise<StartupAdmin> {
  const email = config.adminEmail;
  const password = config.adminPassword;
  if (email && password) {
    const { user, created } = await upsertAdmin(db, { email, password });
    return { email: user.email, created };
  }
  if (email) {
    const existing = await findUserByEmail(db, email);
    if (existing?.role === 'admin') return { email: existing.email, created: false };
  } else if (!password) {
    const admin = await anyAdmin(db);
    if (admin) return { email: admin.email, created: false };
  }
  const generated = password ? undefined : crypto.randomBytes(12).toString('base64url');
  const { user, created } = await upsertAdmin(db, {
    email: email || DEFAULT_ADMIN_EMAIL,
    password: password || generated!,
  });
  return { email: user.email, created, generatedPassword: generated };
}
