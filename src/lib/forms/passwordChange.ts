// Change Pasword (PUT /api/auth/password): the current password and a new one, with the
// sign-up form's password rule (./passwordRule.ts). The e-mail part of the rule needs the
// account, so the island checks it with the signed-in user's address and the server with the
// stored one (src/server/accounts/passwordPolicy.ts).
import { z } from 'zod';
import { ACCOUNT_LIMITS, newPasswordIssue, passwordSchema } from './account';

export const PASSWORD_LIMITS = { min: ACCOUNT_LIMITS.passwordMin, max: ACCOUNT_LIMITS.password } as const;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'is required' })
      .min(1, { error: 'is required' })
      .max(ACCOUNT_LIMITS.password, { error: 'is too long' }),
    newPassword: passwordSchema,
  })
  .superRefine(newPasswordIssue('newPassword', ({ currentPassword }) => ({ currentPassword })));
