// The kinds of entry an order's timeline has (GET /api/orders/{id}/events, docs/api.md#order-timeline),
// declared once for the server that writes them and the admin's page that shows them.

export const ORDER_EVENT_TYPES = [
  /** derived from the order row: never stored */
  'placed',
  /** the order became paid: Stripe's word for a card, the delivery for pay on delivery */
  'paid',
  /** a status move, `data: {from, to}` */
  'status',
  /** a parcel left, `data: {shipmentId, carrier, trackingNumber, trackingUrl, items}` */
  'shipment',
  /** a shipment's carrier or tracking was set later */
  'tracking',
  /** a parcel arrived, `data: {shipmentId}` */
  'delivered',
  /** a mail to the customer was queued, the message its subject, `data: {kind, to}` */
  'mail',
  'invoice',
  'credit-note',
  /** the staff's own words */
  'note',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Who did it, when not staff (whose e-mail stands there) or nobody (the shop itself). */
export const STRIPE_ACTOR = 'Stripe';
export const CUSTOMER_ACTOR = 'customer';

export const ORDER_NOTE_MAX = 2000;
