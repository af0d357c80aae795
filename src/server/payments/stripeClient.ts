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

/** The webhook's check: signature over the raw body, made with our secret, at most 5 minutes old. */
export const WEBHOOK_TOLERANCE_S = 300;

export function verifiedEvent(rawBody: Buffer, signature: string): Stripe.Event {
  return stripe().webhooks.constructEvent(rawBody, signature, config.stripe!.webhookSecret, WEBHOOK_TOLERANCE_S);
}

export type { Stripe };
