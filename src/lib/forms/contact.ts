// The contact form (/contact-us and POST /api/messages) and the admin's reply
// (POST /api/messages/{id}/reply), parsed by the server; the islands read only the limits
// (./contactLimits.ts) and show the server's refusal.
import { z } from 'zod';
import { emailSchema, personNameSchema } from './account';
import { CONTACT_LIMITS } from './contactLimits';

export { CONTACT_LIMITS };

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

export const contactMessageSchema = z.object({
  name: personNameSchema(CONTACT_LIMITS.name, `must be at most ${CONTACT_LIMITS.name} characters`),
  email: emailSchema,
  subject: text(CONTACT_LIMITS.subject),
  message: text(CONTACT_LIMITS.message),
});

export type ContactMessageValue = z.output<typeof contactMessageSchema>;

export const contactReplySchema = z.object({ reply: text(CONTACT_LIMITS.reply) });

export const messageReadSchema = z.object({ read: z.boolean({ error: 'must be true or false' }) });
