// An order's statuses, declared once: the database column, the API types, the zod checks, the
// admin's status control and the server's rules all take them from here. No zod here, so an
// order view does not load the form schemas.

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

/** Not paid yet: a card order before Stripe's word, a pay-on-delivery order until the admin marks it paid. */
export const UNPAID_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'pending'];

/** Orders whose money the shop has: revenue counts these only (docs/product.md, deliberate change 20). */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** Orders that stand: not cancelled, refunded or still waiting for a card payment. */
export const STANDING_STATUSES: readonly OrderStatus[] = ['pending', ...PAID_STATUSES];

/** Orders that are no sale (yet): best selling leaves them out. */
export const UNSOLD_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !STANDING_STATUSES.includes(status),
);

/** Orders whose stock is back on the shelf. */
export const RESTOCKED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** The moves an admin may make (any other is 409); the admin status control offers only these.
 *  A card order leaves `awaiting_payment` for `paid` only when its provider says it is paid,
 *  and a paid card order that is cancelled is refunded and ends as `refunded`
 *  (docs/operations.md#card-payments). */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['cancelled'],
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

/** What a status parameter that is none of them is told. */
export const ORDER_STATUS_MESSAGE = `must be one of ${ORDER_STATUSES.join(', ')}`;
