// Order tracking (/order-tracking and POST /api/orders/track): the order's number and the e-mail
// address it was placed with. The island and the server parse with the same schema.
import { z } from 'zod';
import { emailSchema } from './account';

export const orderTrackingSchema = z.object({
  number: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(40, { error: 'is not an order number' })
    .transform((v) => v.toUpperCase()),
  email: emailSchema,
});

export type OrderTrackingValue = z.output<typeof orderTrackingSchema>;
