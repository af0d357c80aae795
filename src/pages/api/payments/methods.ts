// The payment methods the checkout offers now (card only when Stripe is set up).
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { offeredMethods } from '../../../server/payments/payment';

export const prerender = false;

export const GET = handle(() => json({ success: true, methods: offeredMethods() }));

export const ALL = methodNotAllowed('GET');
