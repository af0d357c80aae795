// What each move of an order brings with it, declared once, beside the moves themselves: which
// moves there are is ORDER_STATUS_MOVES (src/lib/orderStatuses.ts: the admin's, per payment
// method) plus the card provider's own (awaiting_payment -> paid or cancelled, paid -> refunded:
// ../payments/paymentEvents.ts). What follows a move depends only on the status it ends in;
// applyMove (./orderStatus.ts) runs the steps named here in the move's transaction, in this
// order, then queues the mail named here. The mail templates only word the mails
// (../mail/templates/orderStatus.ts, ../mail/templates/orderShipment.ts). Each parcel has its
// mail too (SHIPMENT_MAIL, queued by ./shipments.ts); the parcel that ships the last unit moves
// the order to shipped, and its mail, saying it is the last parcel, is sent in place of the move's.
import type { OrderStatus } from '../../lib/orderStatuses';
import type { OrderMailKind } from './orderMail';

export type AfterMoveStep =
  /** the order is paid from now on: its invoice, unless it has one */
  | 'issue-invoice'
  /** an invoiced order is undone: its credit note, unless it has one */
  | 'issue-credit-note'
  /** its units go back on the shelf (once: not when it comes from a status that restocked) */
  | 'restock'
  /** its promotions' uses are given back: a code limited to one use per customer works again */
  | 'release-promotion-uses';

export interface AfterMove {
  steps: readonly AfterMoveStep[];
  /** the mail the customer gets of the move, in its transaction: no move without its mail */
  mail: OrderMailKind | null;
  /** the admin's move here from paid, with a method that refunds (a card), is a refund: the
   *  provider refunds first, and the order ends as refunded once it confirms */
  refundsPaid?: true;
  /** a move here from awaiting_payment: after the commit, the provider stops taking the payment */
  releasesPayment?: true;
}

const UNDONE: readonly AfterMoveStep[] = ['issue-credit-note', 'restock', 'release-promotion-uses'];

export const AFTER_MOVE: Readonly<Record<OrderStatus, AfterMove>> = {
  // where an order starts: no move ends here
  awaiting_payment: { steps: [], mail: null },
  pending: { steps: [], mail: null },
  paid: { steps: ['issue-invoice'], mail: 'order-status' },
  shipped: { steps: [], mail: 'order-status' },
  // a pay-on-delivery order is paid by being delivered; a card order has its invoice already
  delivered: { steps: ['issue-invoice'], mail: 'order-status' },
  cancelled: { steps: UNDONE, mail: 'order-status', refundsPaid: true, releasesPayment: true },
  refunded: { steps: UNDONE, mail: 'order-status' },
};

/** The mail of each parcel (./shipments.ts), in the transaction that records it. When the parcel
 *  makes the order shipped, this mail (worded as the last parcel) replaces AFTER_MOVE.shipped.mail:
 *  one mail per parcel, never two. */
export const SHIPMENT_MAIL: OrderMailKind = 'order-shipment';

/** The order's stock is back on the shelf in this status. */
export const isRestocked = (status: OrderStatus): boolean => AFTER_MOVE[status].steps.includes('restock');
