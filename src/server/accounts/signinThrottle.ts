// Sign-in throttling, counted in the database so every server shares it and restarts keep it.
// Each attempt first takes a numbered slot per key in one atomic statement
// (INSERT ... ON CONFLICT DO UPDATE ... RETURNING count); only an attempt whose slot is within
// the limit gets its password checked. So 40 parallel guesses cost at most `limit` checks.
//
// Keys: the (e-mail, address) pair, limited by SIGNIN_MAX_FAILURES_PER_EMAIL, and the address
// alone, limited by SIGNIN_MAX_FAILURES_PER_IP. There is no key for the e-mail alone: failures
// from other addresses must never lock the owner out of their own account.
//
// The same table counts other requests a stranger could repeat to guess, to flood someone's
// inbox or to fill the shop with accounts (limitRequests): sign-ups, reset mails, order tracking,
// orders without an account.
// Their keys carry their own prefix and follow the same rule: an e-mail only ever counts
// together with the address asking (requestKeys), so nobody can lock an owner out from elsewhere.
// Requests anyone repeats in a flood (cart quotes, document downloads) count per address alone,
// and guesses at a secret (coupon codes) count the different wrong ones per address (beginGuess).
import { sql } from 'drizzle-orm';
import { config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../http/httpError';
import { plural } from '../../lib/plural';

const pairKey = (email: string, address: string) => `pair:${email}|${address}`;
const addressKey = (address: string) => `ip:${address}`;

interface Slot {
  key: string;
  count: number;
  /** seconds until this key's window ends */
  resetIn: number;
}

async function takeSlot(db: Db, key: string, windowSeconds = config.signinWindowSeconds): Promise<Slot> {
  const window = `${windowSeconds} seconds`;
  const result = await db.execute<{ count: number; reset_in: number }>(sql`
    insert into signin_attempts as a (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when a.window_start <= now() - ${window}::interval then 1 else a.count + 1 end,
      window_start = case when a.window_start <= now() - ${window}::interval then now() else a.window_start end
    returning count, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as reset_in`);
  const row = result.rows[0];
  return { key, count: Number(row.count), resetIn: Math.max(1, Number(row.reset_in)) };
}

/** Gives a slot back (the attempt turned out not to be a failure). */
async function releaseSlot(db: Db, key: string): Promise<void> {
  await db.execute(sql`update signin_attempts set count = greatest(count - 1, 0) where key = ${key}`);
}

/** The key's count in its window now, without taking a slot (0 when its window is over). */
async function peekSlot(db: Db, key: string, windowSeconds: number): Promise<Slot> {
  const window = `${windowSeconds} seconds`;
  const result = await db.execute<{ count: number; reset_in: number }>(sql`
    select count, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as reset_in
    from signin_attempts where key = ${key} and window_start > now() - ${window}::interval`);
  const row = result.rows[0];
  return { key, count: row ? Number(row.count) : 0, resetIn: row ? Math.max(1, Number(row.reset_in)) : windowSeconds };
}

async function forget(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from signin_attempts where key = ${key}`);
}

/**
 * Keys this process has seen refused, until their windows end. A key's count only grows until its
 * window ends, so a refused key stays refused until then: a flood's later requests are refused
 * from here without a write each (on the embedded database a write costs the thread that answers
 * requests). Another server learns of the refusal from the database, as before.
 */
const refusedUntil = new Map<string, number>();
const MOST_REFUSED_KEYS = 10_000;

function refusedFor(key: string): number | null {
  const until = refusedUntil.get(key);
  if (until === undefined) return null;
  const left = Math.ceil((until - Date.now()) / 1000);
  if (left > 0) return left;
  refusedUntil.delete(key);
  return null;
}

function rememberRefusal(key: string, resetIn: number): void {
  if (refusedUntil.size >= MOST_REFUSED_KEYS) {
    const now = Date.now();
    for (const [k, until] of refusedUntil) if (until <= now) refusedUntil.delete(k);
    // still full: the oldest go first (a Map keeps insertion order)
    for (const k of refusedUntil.keys()) {
      if (refusedUntil.size < MOST_REFUSED_KEYS) break;
      refusedUntil.delete(k);
    }
  }
  refusedUntil.set(key, Date.now() + resetIn * 1000);
}

/** The longest window of limitRequests' callers: the sweep must not end their windows early. */
const LONGEST_REQUEST_WINDOW = 3600;

/** Now and then, drop rows whose window is long over, so the table stays small. */
async function sweep(db: Db): Promise<void> {
  if (Math.random() > 0.02) return;
  const keep = Math.max(config.signinWindowSeconds, LONGEST_REQUEST_WINDOW) * 2;
  await db.execute(sql`delete from signin_attempts where window_start < now() - ${`${keep} seconds`}::interval`);
}

/** `orElse`: what else the client can do meanwhile, appended to "Please try again in N minutes". */
function tooMany(wait: number, what = 'failed sign-in attempts', orElse?: string): HttpError {
  const retry = `Please try again in ${plural(Math.ceil(wait / 60), 'minute')}`;
  return new HttpError(429, `Too many ${what}. ${retry}${orElse ? `, or ${orElse}` : ''}.`, {
    'Retry-After': String(wait),
  });
}

/**
 * The keys of a request a stranger could repeat for someone else's e-mail: the address alone,
 * then the e-mail with the address. There is no key for the e-mail alone (see the top).
 */
export function requestKeys(
  prefix: string,
  email: string,
  address: string,
  limits: { perEmail: number; perAddress: number },
): RequestLimit[] {
  return [
    { key: `${prefix}-ip:${address}`, limit: limits.perAddress },
    { key: `${prefix}:${email}|${address}`, limit: limits.perEmail },
  ];
}

export interface RequestLimit {
  key: string;
  /** requests allowed per window */
  limit: number;
}

/**
 * Counts one request against each key, in the order given (broadest first: the address, then
 * the e-mail with the address), or throws 429 with Retry-After at the first key over its limit in
 * the window (at most an hour). A refused request takes no slot of the keys after that one, so
 * a flood of refused requests with ever new e-mails adds no rows. Every request counts,
 * answered or not. `orElse` finishes the refusal's advice ("..., or sign in to order now").
 */
export async function limitRequests(
  db: Db,
  limits: RequestLimit[],
  windowSeconds: number,
  what: string,
  orElse?: string,
): Promise<void> {
  const window = Math.min(windowSeconds, LONGEST_REQUEST_WINDOW);
  // a limit of 0 means unlimited
  const counted = limits.filter((l) => l.limit > 0);
  for (const limit of counted) {
    const wait = refusedFor(limit.key);
    if (wait !== null) throw tooMany(wait, what, orElse);
  }
  try {
    for (const limit of counted) {
      const slot = await takeSlot(db, limit.key, window);
      if (slot.count > limit.limit) {
        rememberRefusal(limit.key, slot.resetIn);
        throw tooMany(slot.resetIn, what, orElse);
      }
    }
  } finally {
    await sweep(db).catch(() => undefined);
  }
}

interface SigninAttempt {
  /** the password was right: the pair's count is cleared and the address gets its slot back */
  succeeded(): Promise<void>;
}

/**
 * Takes this attempt's slots, or throws 429 with Retry-After when the pair or the address is
 * over its limit. A limit of 0 means unlimited.
 */
export async function beginSigninAttempt(db: Db, email: string, address: string): Promise<SigninAttempt> {
  // the address first: once it is over its limit, guesses at ever new e-mails store nothing
  const limits = [
    { key: addressKey(address), limit: config.signinMaxPerIp },
    { key: pairKey(email, address), limit: config.signinMaxPerEmail },
  ].filter((l) => l.limit > 0);
  const slots: Slot[] = [];
  try {
    for (const limit of limits) {
      const slot = await takeSlot(db, limit.key);
      if (slot.count > limit.limit) throw tooMany(slot.resetIn);
      slots.push(slot);
    }
  } finally {
    await sweep(db).catch(() => undefined);
  }
  return {
    async succeeded() {
      await Promise.all(
        slots.map((slot) => (slot.key.startsWith('pair:') ? forget(db, slot.key) : releaseSlot(db, slot.key))),
      );
    },
  };
}

export interface Guess {
  /** seconds until the address may guess again: it is over its limit, and this guess must not
   *  be judged at all (its answer would tell a right guess from a wrong one); null otherwise */
  refusedFor: number | null;
  /** the guess was judged right (or was no guess): it does not count against the address */
  notWrong(): Promise<void>;
}

/**
 * One guess at a secret (`subject`, a coupon code) from `address`: counts, per address and
 * window, the different subjects it guessed wrong, at most `limit` (0 = no limit). Like a
 * sign-in, the address's slot is taken before the guess is judged, so parallel guesses are
 * judged at most `limit` times, and given back by `notWrong()`. The same subject again within
 * the window takes no new slot (a cart sends its code with every quote), but is not judged
 * either while the address is over its limit; one refused unjudged counts as new next time.
 */
export async function beginGuess(
  db: Db,
  prefix: string,
  subject: string,
  address: string,
  limit: number,
  windowSeconds: number,
): Promise<Guess> {
  const judged: Guess = { refusedFor: null, notWrong: async () => undefined };
  if (limit <= 0) return judged;
  const window = Math.min(windowSeconds, LONGEST_REQUEST_WINDOW);
  const subjectKey = `${prefix}:${subject}|${address}`;
  const countKey = `${prefix}-ip:${address}`;
  const wait = refusedFor(countKey);
  if (wait !== null) return { refusedFor: wait, notWrong: async () => undefined };
  try {
    const first = (await takeSlot(db, subjectKey, window)).count === 1;
    const slot = first ? await takeSlot(db, countKey, window) : await peekSlot(db, countKey, window);
    if (slot.count > limit) {
      if (first) await forget(db, subjectKey);
      rememberRefusal(countKey, slot.resetIn);
      return { refusedFor: slot.resetIn, notWrong: async () => undefined };
    }
    return first ? { refusedFor: null, notWrong: () => releaseSlot(db, countKey) } : judged;
  } finally {
    await sweep(db).catch(() => undefined);
  }
}

/** The 429 for a request over a limit of beginGuess (`what`: "invalid coupon codes tried from here"). */
export const tooManyGuesses = (retryAfter: number, what: string): HttpError => tooMany(retryAfter, what);
