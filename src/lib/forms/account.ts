// The sign-up and sign-in forms (the /auth islands and POST /api/auth/signup|signin): the islands
// check with these before sending, every problem beside its field, and the server parses with
// them; the password hint comes from ./passwordRule.ts. An empty required field "is required",
// whatever else the field must be.
import { z } from 'zod';
import { LINK_IN_NAME, looksLikeLink } from '../typedText';
import { emailSchema, EMAIL_MAX } from './email';
import { PASSWORD_MESSAGES, PASSWORD_RULE, passwordProblem } from './passwordRule';

export const ACCOUNT_LIMITS = {
  name: 100,
  email: EMAIL_MAX,
  contact: 40,
  passwordMin: PASSWORD_RULE.min,
  password: PASSWORD_RULE.max,
} as const;

export { emailSchema, normalizeEmail } from './email';

/** A person's name as sign-up, the profile, an address and the contact form take it: never a
 *  web address, since mails print it (../typedText.ts). */
export const personNameSchema = (max: number, tooLong = 'is too long') =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: tooLong })
    .refine((name) => !looksLikeLink(name), { error: LINK_IN_NAME });

/** A new password's length; the rest of the rule needs the account (see newPasswordIssue). */
export const passwordSchema = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .min(PASSWORD_RULE.min, { error: PASSWORD_MESSAGES.short })
  .max(PASSWORD_RULE.max, { error: PASSWORD_MESSAGES.long });

/** The refinement that adds the account-aware part of ./passwordRule.ts to a schema's field. */
export function newPasswordIssue<T>(
  field: keyof T & string,
  context: (value: T) => Parameters<typeof passwordProblem>[1],
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = passwordProblem(value[field] as string, context(value));
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  };
}

/** Only these fields are read: a `role` or `status` in the body is ignored. */
export const signupSchema = z
  .object({
    name: personNameSchema(ACCOUNT_LIMITS.name),
    email: emailSchema,
    // optional: the product's client sends an empty one (docs/product.md#deliberate-changes, 16)
    contact: z
      .string({ error: 'must be text' })
      .trim()
      .max(ACCOUNT_LIMITS.contact, { error: 'is too long' })
      .nullish()
      .transform((v) => v ?? ''),
    password: passwordSchema,
  })
  .superRefine(newPasswordIssue('password', ({ email }) => ({ email })));

export const signinSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(ACCOUNT_LIMITS.password, { error: 'is too long' }),
});

export type SignupInput = z.infer<typeof signupSchema>;
