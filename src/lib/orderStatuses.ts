// An order's statuses, declared once: the database column, the API types, the zod checks, the
// admin's status control and the server's rules all take them from here. No zod here, so an
// order view does not load the form schemas.
import type { PaymentMethod } from './paymentMethods';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How much of an order has left in parcels (docs/api.md#shipments). */
export const FULFILLMENTS = ['unfulfilled', 'partial', 'fulfilled'] as const;
export type Fulfillment = (typeof FULFILLMENTS)[number];

/** Not paid yet and still in the shop: a card order before Stripe's word, a pay-on-delivery
 *  order before it ships. The customer may cancel these, and they count against the unpaid-units cap. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'pending'];

/** Orders whose money the shop has, per payment method: a card order from Stripe's word on, a
 *  pay-on-delivery order once delivered (docs/product.md, deliberate changes 20 and 27). `paid` for
 *  pay on delivery is an order the admin marked paid before change 27; it may still ship. Revenue
 *  and top products count these only. */
export const PAID_STATUSES: Readonly<Record<PaymentMethod, readonly OrderStatus[]>> = {
  card: ['paid', 'shipped', 'delivered'],
  cod: ['paid', 'delivered'],
};

export const isPaidStatus = (method: PaymentMethod, status: OrderStatus): boolean =>
  PAID_STATUSES[method].includes(status);

/** Orders that stand: not cancelled, refunded or still waiting for a card payment. */
export const STANDING_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'shipped', 'delivered'];

/** Orders that are no sale (yet): best selling leaves them out. */
export const UNSOLD_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !STANDING_STATUSES.includes(status),
);

type Moves = Readonly<Record<OrderStatus, readonly OrderStatus[]>>;

/**
 * The moves an admin may make, per payment method (any other is 409); the admin status control
 * offers only these, the first as its default.
 * - Card: a card order leaves `awaiting_payment` for `paid` only when its provider says it is
 *   paid, and a paid card order that is cancelled is refunded and ends as `refunded`
 *   (docs/operations.md#card-payments).
 * - Pay on delivery: `pending -> shipped -> delivered`, and being delivered is being paid. A
 *   shipped order the customer refused or never collected is `cancelled`, its stock back on the
 *   shelf. `paid` (marked so before deliberate change 27) ships as a card order does.
 */
export const ORDER_STATUS_MOVES: Readonly<Record<PaymentMethod, Moves>> = {
  card: {
    awaiting_payment: ['cancelled'],
    pending: [],
    paid: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
    refunded: [],
  },
  cod: {
    awaiting_payment: [],
    pending: ['shipped', 'cancelled'],
    paid: ['shipped', 'cancelled'],
    shipped: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
    refunded: [],
  },
};

/** The statuses an order paid by `method` may move to from `status`. */
export const statusMoves = (method: PaymentMethod, status: OrderStatus): readonly OrderStatus[] =>
  ORDER_STATUS_MOVES[method][status];

/** What a status parameter that is none of them is told. */
export const ORDER_STATUS_MESSAGE = `must be one of ${ORDER_STATUSES.join(', ')}`;
