// A shipment as the admin records it (POST /api/orders/{id}/shipments) and changes it later
// (PATCH .../shipments/{shipmentId}), for the server and the admin's form alike
// (docs/api.md#shipments). Which lines and how many may ship is the server's to say: it knows
// what has shipped (src/server/orders/parcels.ts).
import { z } from 'zod';
import { CARRIER_IDS } from '../carriers';
import { ORDER_NOTE_MAX } from '../orderEvents';

export const TRACKING_NUMBER_MAX = 64;

const carrier = z.enum(CARRIER_IDS, { error: `must be one of ${CARRIER_IDS.join(', ')}.` });

/** What a carrier prints: visible ASCII, inner spaces allowed; null or '' clears it. */
const trackingNumber = z
  .string({ message: 'must be text.' })
  .trim()
  .max(TRACKING_NUMBER_MAX, `must be at most ${TRACKING_NUMBER_MAX} characters.`)
  .refine((v) => v === '' || /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(v), 'must be printable characters only.')
  .transform((v) => v || null)
  .nullable();

/** A link the customer's mail and page open: http(s) only, never javascript: or data:. */
const trackingUrl = z
  .string({ message: 'must be text.' })
  .trim()
  .max(2000, 'must be at most 2000 characters.')
  .refine((v) => v === '' || isHttpUrl(v), 'must be an http or https address.')
  .transform((v) => v || null)
  .nullable();

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const shipmentSchema = z.object({
  /** left out: everything not yet shipped */
  items: z
    .array(
      z.object({
        orderItemId: z.string({ message: 'must be the id of one of the order’s items.' }).min(1).max(200),
        quantity: z
          .number({ message: 'must be a whole number of at least 1.' })
          .int('must be a whole number of at least 1.')
          .min(1, 'must be a whole number of at least 1.'),
      }),
      { message: 'must be a list of {orderItemId, quantity}.' },
    )
    .min(1, 'must name at least one item (or be left out to ship everything left).')
    .max(500, 'must name at most 500 items.')
    .optional(),
  carrier,
  trackingNumber: trackingNumber.optional(),
  trackingUrl: trackingUrl.optional(),
});
export type ShipmentInput = z.infer<typeof shipmentSchema>;

export const shipmentUpdateSchema = z
  .object({
    carrier: carrier.optional(),
    trackingNumber: trackingNumber.optional(),
    trackingUrl: trackingUrl.optional(),
    delivered: z.literal(true, { error: 'must be true (a delivery is not undone).' }).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'give carrier, trackingNumber, trackingUrl or delivered.',
  });
export type ShipmentUpdate = z.infer<typeof shipmentUpdateSchema>;

/** A staff note on the order's timeline: plain text, trimmed; other control characters than line
 *  breaks and tabs are refused at the edge (src/server/http/controlText.ts). */
export const orderNoteSchema = z.object({
  text: z
    .string({ message: 'must be text.' })
    .trim()
    .min(1, 'must not be empty.')
    .max(ORDER_NOTE_MAX, `must be at most ${ORDER_NOTE_MAX} characters.`),
});
