// The customer's Account Settings / Address form (PUT /api/auth/profile): only name, contact
// and the saved address are writable here; e-mail, role and status in the body are ignored.
import { z } from 'zod';
import { ACCOUNT_LIMITS, personNameSchema } from './account';
import { addressSchema } from './address';

/** the sign-up form's limits (./account.ts) */
export const PROFILE_LIMITS = { name: ACCOUNT_LIMITS.name, contact: ACCOUNT_LIMITS.contact } as const;

/** null removes the saved address */
const savedAddress = addressSchema.nullable().optional();

export const profileSchema = z
  .object({
    name: personNameSchema(PROFILE_LIMITS.name, `must be at most ${PROFILE_LIMITS.name} characters`).optional(),
    /** blank or null clears it (contact is optional, docs/product.md#deliberate-changes, 16) */
    contact: z
      .string({ error: 'must be text' })
      .trim()
      .max(PROFILE_LIMITS.contact, { error: `must be at most ${PROFILE_LIMITS.contact} characters` })
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    /** the structured address under the name answers give it (docs/api.md#field-shapes) */
    savedAddress,
    /** the older name of the same input, still accepted (docs/api.md#field-shapes) */
    address: savedAddress,
  })
  .refine((v) => v.savedAddress === undefined || v.address === undefined, {
    path: ['savedAddress'],
    error: 'send either savedAddress or address, not both',
  })
  .transform(({ savedAddress, ...rest }) => (savedAddress === undefined ? rest : { ...rest, address: savedAddress }));

export type ProfileValue = z.output<typeof profileSchema>;
