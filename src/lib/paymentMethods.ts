// The payment methods an order may name, declared once (the database column, the API types and the
// order form's check take them from here), and what the pages and mails call them. No zod here, so
// an order view (the customer's, the tracking page's) does not load the form schemas.
export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Pay on delivery',
  card: 'Card (Stripe)',
};
