// What a payment method is (./payment.ts lists them): the order code talks to this only.
import type { OrderStatus } from '../../lib/orderStatuses';
import type { PaymentMethod as PaymentMethodId } from '../../lib/paymentMethods';
import type { Db } from '../db/client';
import type { OrderRecord } from '../orders/orderRecord';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where the provider's page sends the shopper back to. */
export interface ReturnUrls {
  success: string;
  cancel: string;
}

export type RefundOutcome =
  | { state: 'refunded'; refundId: string }
  /** the provider accepted it and confirms later (its webhook) */
  | { state: 'pending'; refundId: string };

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  /** the status a freshly placed order gets with this method */
  initialStatus: OrderStatus;
  /** false when the shop is not set up for it: it is neither offered nor accepted */
  offered: () => boolean;
  /** in the order's own transaction: what the provider's side needs kept (the amount, the expiry) */
  reserve?: (tx: Tx, order: OrderRecord) => Promise<void>;
  /** after the order committed: the page the shopper pays at (the same one when asked again) */
  checkout?: (db: Db, order: OrderRecord, urls: ReturnUrls) => Promise<string>;
  /** after an unpaid order was cancelled: the provider stops taking its payment (best effort) */
  release?: (db: Db, order: OrderRecord) => Promise<void>;
  /** refunds a paid order; throws with the provider's reason when it refuses */
  refund?: (db: Db, order: OrderRecord) => Promise<RefundOutcome>;
}
