// Sign-in throttling: count failed sign-ins per e-mail and per client address in a sliding
// window; once a key reaches its limit, further attempts get 429 until its oldest failure
// leaves the window. Kept in memory: each server process counts on its own (README).
import { config } from '../config';
import { HttpError } from '../http/endpoint';

export class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds until `key` may try again, or 0 when it is under `limit` (0 = no limit). */
  retryAfter(key: string, limit: number): number {
    if (limit <= 0) return 0;
    const list = this.recent(key);
    if (list.length < limit) return 0;
    const freeAt = list[list.length - limit] + this.windowMs;
    return Math.max(1, Math.ceil((freeAt - this.now()) / 1000));
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, list);
    // bound the memory an attacker can make us use: forget the least recently failed keys
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

let shared: FailureWindow | null = null;
let sharedWindowSeconds = -1;

function signinWindow(): FailureWindow {
  if (!shared || sharedWindowSeconds !== config.signinWindowSeconds) {
    sharedWindowSeconds = config.signinWindowSeconds;
    shared = new FailureWindow(sharedWindowSeconds * 1000);
  }
  return shared;
}

const emailKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `ip:${address}`;

/** Throws 429 with Retry-After when this e-mail or this address failed too often lately. */
export function assertSigninAllowed(email: string, address: string): void {
  const w = signinWindow();
  const wait = Math.max(
    w.retryAfter(emailKey(email), config.signinMaxPerEmail),
    w.retryAfter(addressKey(address), config.signinMaxPerIp),
  );
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw new HttpError(
      429,
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { 'Retry-After': String(wait) },
    );
  }
}

export function recordSigninFailure(email: string, address: string): void {
  const w = signinWindow();
  w.record(emailKey(email));
  w.record(addressKey(address));
}

/** A correct password clears the e-mail's count (not the address's: one address may try many e-mails). */
export function recordSigninSuccess(email: string): void {
  signinWindow().clear(emailKey(email));
}
