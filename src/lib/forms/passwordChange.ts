// Change Pasword (PUT /api/auth/password): the current password and a new one.
import { z } from 'zod';

export const PASSWORD_LIMITS = { min: 8, max: 200 } as const;

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(PASSWORD_LIMITS.max, { error: 'is too long' }),
  newPassword: z
    .string({ error: 'is required' })
    .min(PASSWORD_LIMITS.min, { error: `must be at least ${PASSWORD_LIMITS.min} characters` })
    .max(PASSWORD_LIMITS.max, { error: `must be at most ${PASSWORD_LIMITS.max} characters` }),
});

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
