// The contact form (/contact-us and POST /api/messages) and the admin's reply
// (POST /api/messages/{id}/reply). The island and the server parse with the same schemas.
import { z } from 'zod';
import { ACCOUNT_LIMITS, emailSchema } from './account';

export const CONTACT_LIMITS = { name: ACCOUNT_LIMITS.name, subject: 150, message: 5000, reply: 10000 } as const;

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

export const contactMessageSchema = z.object({
  name: text(CONTACT_LIMITS.name),
  email: emailSchema,
  subject: text(CONTACT_LIMITS.subject),
  message: text(CONTACT_LIMITS.message),
});

export type ContactMessageValue = z.output<typeof contactMessageSchema>;

export const contactReplySchema = z.object({ reply: text(CONTACT_LIMITS.reply) });

export const messageReadSchema = z.object({ read: z.boolean({ error: 'must be true or false' }) });
