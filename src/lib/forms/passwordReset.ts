// Forgot Password (/forgot-password, POST /api/auth/forgot-password), the new password chosen
// from the mailed link (/reset-password, POST /api/auth/reset-password) and the verification
// link (/verify-email, POST /api/auth/verify-email). The new password's rule is the sign-up's
// (./passwordRule.ts); its e-mail part needs the account, which only the server knows here.
import { z } from 'zod';
import { emailSchema, passwordSchema } from './account';

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** A link's token: ours are 43 characters of base64url; a long text is refused unread. */
export const linkTokenSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(200, { error: 'is not a valid link token' });

export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: passwordSchema });

export const verifyEmailSchema = z.object({ token: linkTokenSchema });
