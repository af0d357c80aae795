// The contact form's and the reply's field limits, apart from their schemas (./contact.ts), so the
// form's island sets maxLength without loading zod. A name is as long as an account's may be.
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000, reply: 10000 } as const;
