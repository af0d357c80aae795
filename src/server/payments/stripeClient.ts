// The shop's one Stripe client (the official SDK), made on first use from the settings
// (docs/configuration.md): STRIPE_API_URL may point it at a local stand-in or stripe-mock.
import Stripe from 'stripe';
import { config } from '../config';

let client: Stripe | null = null;

/** Throws when card payments are off: callers check `cardPaymentsOn()` first. */
export function stripe(): Stripe {
  const settings = config.stripe;
  if (!settings) throw new Error('Card payments are off: STRIPE_SECRET_KEY is not set.');
  client ??= new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    // the SDK retries network faults with the same Idempotency-Key, so a retry never pays twice
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return client;
}

export const cardPaymentsOn = (): boolean => config.stripe !== null;

/** The webhook's check: signature over the raw body, made with our secret, at most 5 minutes
 *  from our clock either way. */
export const WEBHOOK_TOLERANCE_S = 300;

/** The signing time in a Stripe-Signature header as the SDK reads it (its last `t=`), in seconds. */
function signedAt(header: string): number {
  const times = header
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key === 't');
  return times.length ? parseInt(times[times.length - 1][1], 10) : NaN;
}

export function verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event {
  const event = stripe().webhooks.constructEvent(rawBody, signature, config.stripe!.webhookSecret, WEBHOOK_TOLERANCE_S);
  // the SDK refuses only signatures older than the tolerance: one dated ahead would otherwise stay
  // good for as long as it is ahead, beyond the window a captured event may be replayed in
  if (signedAt(signature) - Date.now() / 1000 > WEBHOOK_TOLERANCE_S)
    throw new Error(`Timestamp is more than ${WEBHOOK_TOLERANCE_S} s in the future`);
  return event;
}

export type { Stripe };
