// Payment methods behind one small interface, so a card provider can be added without
// touching the order code: it names the status a new order starts in and may later confirm
// payment. Cash on delivery needs nothing at checkout: the order waits as pending and the
// admin marks it paid when the courier brings the money.
import type { OrderStatus, PaymentMethod as PaymentMethodId } from '../../lib/types';
import { PAYMENT_METHOD_LABELS } from '../../lib/paymentMethods';
import { badRequest } from '../http/httpError';

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  /** the status a freshly placed order gets with this method */
  initialStatus: OrderStatus;
}

const cashOnDelivery: PaymentMethod = { id: 'cod', label: PAYMENT_METHOD_LABELS.cod, initialStatus: 'pending' };

const METHODS: Record<string, PaymentMethod> = { cod: cashOnDelivery };

export function paymentMethod(id: string): PaymentMethod {
  const method = METHODS[id];
  if (!method) throw badRequest('paymentMethod: is not offered');
  return method;
}
