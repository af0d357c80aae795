// One spelling per address, so "Ann@Shop.test " and "ann@shop.test" are the same account.
import { z } from 'zod';

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: 'is required' })
  .transform(normalizeEmail)
  .pipe(z.email({ error: 'must be a valid e-mail address' }).max(254, { error: 'is too long' }));
