// Stripe's webhook (docs/api.md#card-payments): the signature is checked over the raw body,
// exactly as it arrived, before anything is parsed or changed.
import { getDb } from '../../../../server/db/client';
import { handle, json, readBodyBytes } from '../../../../server/http/endpoint';
import { badRequest, HttpError } from '../../../../server/http/httpError';
import { methodNotAllowed } from '../../../../server/http/methods';
import { log } from '../../../../server/log';
import { handleStripeEvent } from '../../../../server/payments/paymentEvents';
import { cardPaymentsOn, verifiedEvent, type Stripe } from '../../../../server/payments/stripeClient';

export const prerender = false;

/** Stripe's events are a few KB; this leaves room and still bounds what is read unsigned. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/** 200 once the event is handled (or was already); 400 for a bad or missing signature, or one
 *  dated more than 5 minutes before or after now. */
export const POST = handle(async ({ request }) => {
  if (!cardPaymentsOn()) throw new HttpError(404, 'Card payments are not set up in this shop.');
  const signature = request.headers.get('stripe-signature');
  if (!signature) throw badRequest('Stripe-Signature: the header is required.');
  const raw = await readBodyBytes(request, WEBHOOK_MAX_BYTES);
  let event: Stripe.Event;
  try {
    event = verifiedEvent(raw, signature);
  } catch (err) {
    log.warn({ scope: 'payments' }, `a webhook was refused: ${(err as Error).message.split('\n')[0]}`);
    throw badRequest('The Stripe signature does not match this body, or its time is more than 5 minutes from ours.');
  }
  const outcome = await handleStripeEvent(await getDb(), event);
  return json({ success: true, received: event.id, outcome });
});

export const ALL = methodNotAllowed('POST');
