// An e-mail address as every form reads it (sign-up, sign-in, checkout, tracking, contact). Apart
// from ./account.ts so the checkout's guest e-mail does not bring the password rules along.
import { z } from 'zod';

export const EMAIL_MAX = 254;

/** One spelling per address, so "Ann@Shop.test " and "ann@shop.test" are the same account. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .transform(normalizeEmail)
  .pipe(z.email({ error: 'must be a valid e-mail address' }).max(EMAIL_MAX, { error: 'is too long' }));
