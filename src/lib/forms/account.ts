// The sign-up and sign-in forms (the /auth islands and POST /api/auth/signup|signin). The
// auth forms check nothing in the browser beyond the e-mail input type, so the islands use these
// for their field limits only; the server parses with the schemas.
import { z } from 'zod';

export const ACCOUNT_LIMITS = { name: 100, email: 254, contact: 40, passwordMin: 8, password: 200 } as const;

/** One spelling per address, so "Ann@Shop.test " and "ann@shop.test" are the same account. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: 'is required' })
  .transform(normalizeEmail)
  .pipe(z.email({ error: 'must be a valid e-mail address' }).max(ACCOUNT_LIMITS.email, { error: 'is too long' }));

export const passwordSchema = z
  .string({ error: 'is required' })
  .min(ACCOUNT_LIMITS.passwordMin, { error: `must be at least ${ACCOUNT_LIMITS.passwordMin} characters` })
  .max(ACCOUNT_LIMITS.password, { error: `must be at most ${ACCOUNT_LIMITS.password} characters` });

/** Only these fields are read: a `role` or `status` in the body is ignored. */
export const signupSchema = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(ACCOUNT_LIMITS.name, { error: 'is too long' }),
  email: emailSchema,
  // optional: the product's client sends an empty one (docs/product.md#deliberate-changes, 16)
  contact: z
    .string({ error: 'must be text' })
    .trim()
    .max(ACCOUNT_LIMITS.contact, { error: 'is too long' })
    .nullish()
    .transform((v) => v ?? ''),
  password: passwordSchema,
});

export const signinSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(ACCOUNT_LIMITS.password, { error: 'is too long' }),
});

export type SignupInput = z.infer<typeof signupSchema>;
