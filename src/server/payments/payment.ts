// Payment methods behind one small interface, so a provider is one module and the order code
// never names one: a method names the status a new order starts in and, when the shopper pays
// elsewhere, writes its reservation with the order, opens the page the shopper pays at, and
// refunds. Cash on delivery needs nothing at checkout: the order waits as pending, the admin ships
// it, and marking it delivered marks it paid (the courier brought the money). Card payments: ./cardPayment.ts.
import type { PaymentMethod as PaymentMethodId } from '../../lib/paymentMethods';
import { PAYMENT_METHOD_LABELS } from '../../lib/paymentMethods';
import { badRequest } from '../http/httpError';
import { cardPayment } from './cardPayment';
import type { PaymentMethod } from './paymentMethod';

export type { PaymentMethod };

const cashOnDelivery: PaymentMethod = {
  id: 'cod',
  label: PAYMENT_METHOD_LABELS.cod,
  initialStatus: 'pending',
  offered: () => true,
};

const METHODS: Record<PaymentMethodId, PaymentMethod> = { cod: cashOnDelivery, card: cardPayment };

/** A method a new order may use: 400 when it is unknown or not set up. */
export function paymentMethod(id: string): PaymentMethod {
  const method = METHODS[id as PaymentMethodId];
  if (!method?.offered()) throw badRequest('paymentMethod: is not offered');
  return method;
}

/** The method an existing order was placed with, offered now or not (its refunds still go through it). */
export const methodOfOrder = (order: { paymentMethod: PaymentMethodId }): PaymentMethod => METHODS[order.paymentMethod];

/** The ids the checkout offers now, in the order it shows them. */
export const offeredMethods = (): PaymentMethodId[] =>
  Object.values(METHODS)
    .filter((m) => m.offered())
    .map((m) => m.id);
