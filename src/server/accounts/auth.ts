// Passwords (argon2id), tokens (HS256 JWT) and the per-request guards every protected
// endpoint calls first. The user row is read on every call, so blocking or deleting an
// account takes effect at once, whatever tokens it still has.
import { hash, verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { formatAddress } from '../../lib/formatAddress';
import type { User } from '../../lib/types';
import { authSecretKey } from './authSecret';
import { config } from '../config';
import { cpuBound } from '../cpuBound';
import { schema, type Db } from '../db/client';
import { HttpError } from '../http/httpError';
import { columnsOf, statement } from '../db/prepared';

export type UserRow = typeof schema.users.$inferSelect;

/** @node-rs/argon2 defaults to argon2id (19 MiB, t=2), the OWASP recommendation. */
export function hashPassword(password: string): Promise<string> {
  return cpuBound(() => hash(password));
}

/** False for a wrong password or a hash that cannot be read; a busy server's 503 passes through. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return cpuBound(() => verify(passwordHash, password).catch(() => false));
}

// made once, up front, so even the first unknown-e-mail sign-in costs one verify and not a hash
const dummyHash = hashPassword(`dummy-${process.pid}-${Date.now()}`);

/** Spends the same time as a real check, so an unknown e-mail cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  await verifyPassword(await dummyHash, password);
}

/** `tv` is the user's token version: a password change bumps it and every older token stops working. */
export async function signToken(user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>): Promise<string> {
  return new SignJWT({ role: user.role, tv: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(config.tokenExpiresIn)
    .sign(authSecretKey());
}

const UNAUTHORIZED = 'Please sign in to continue.';
const INVALID = 'Your session is invalid or has expired. Please sign in again.';

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

interface Claims {
  userId: string;
  tokenVersion: number;
}

/**
 * Tokens whose signature was checked, with when they expire: a signed-in shopper sends the same
 * token with every request, and checking its HMAC again each time was a good part of a request's
 * CPU. Only verified tokens enter (a forged one never does), the oldest leave first, and whether
 * the account may still use it is read from its row on every request as before.
 */
const verified = new Map<string, Claims & { expiresAt: number }>();
const VERIFIED_KEPT = 10_000;

async function claimsOf(token: string): Promise<Claims> {
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known;
  const claims = await verifiedClaims(token);
  if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(token, claims);
  return claims;
}

async function verifiedClaims(token: string): Promise<Claims & { expiresAt: number }> {
  try {
    // a token without an expiry would be valid for ever: refuse it, even when signed with our key
    const { payload } = await jwtVerify(token, authSecretKey(), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
    // tokens issued before token versions existed carry none: they count as version 0
    const tv = payload.tv ?? 0;
    if (!Number.isInteger(tv)) throw new Error('bad token version');
    return { userId: payload.sub, tokenVersion: tv as number, expiresAt: payload.exp! * 1000 };
  } catch {
    throw new HttpError(401, INVALID);
  }
}

/** Every signed-in request reads its user: a statement written once (src/server/db/prepared.ts). */
const userById = statement<UserRow>(
  () => sql`select ${columnsOf(schema.users)} from ${schema.users} where ${schema.users.id} = ${sql.placeholder('id')}`,
);

async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await userById(db, { id });
  return row ?? null;
}

/** The signed-in, active user; 401 without a valid token or when the account is gone, 403 when blocked. */
export async function requireUser(db: Db, request: Request): Promise<UserRow> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, UNAUTHORIZED);
  const claims = await claimsOf(token);
  const user = await findUserById(db, claims.userId);
  if (!user) throw new HttpError(401, INVALID);
  // blocked first: a blocked account's sessions are told why (and work again after an unblock)
  if (user.status === 'blocked') throw new HttpError(403, 'Your account has been blocked. Please contact support.');
  if (user.tokenVersion !== claims.tokenVersion) throw new HttpError(401, INVALID);
  return user;
}

/** The signed-in active user when the request carries a valid token, else null (never throws for auth). */
export async function optionalUser(db: Db, request: Request): Promise<UserRow | null> {
  if (!bearerToken(request)) return null;
  try {
    return await requireUser(db, request);
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/** As requireUser, and 403 unless the user is an admin. */
export async function requireAdmin(db: Db, request: Request): Promise<UserRow> {
  const user = await requireUser(db, request);
  if (user.role !== 'admin') throw new HttpError(403, 'Only administrators can do this.');
  return user;
}

/** As requireUser, and 403 unless the user may change the content: an editor or an admin
 *  (docs/product.md#deliberate-changes, 29). Everything else an editor asks for stays admin-only. */
export async function requireEditor(db: Db, request: Request): Promise<UserRow> {
  const user = await requireUser(db, request);
  if (user.role !== 'admin' && user.role !== 'editor')
    throw new HttpError(403, 'Only content editors and administrators can do this.');
  return user;
}

export function toPublicUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    address: formatAddress(row.address) || null,
    savedAddress: row.address,
    role: row.role,
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
