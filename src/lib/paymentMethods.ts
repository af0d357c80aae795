// The payment methods an order may name and what the pages and mails call them. No zod here, so
// an order view (the customer's, the tracking page's) does not load the form schemas.
export const PAYMENT_METHODS = ['cod', 'card'] as const;

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cod: 'Pay on delivery',
  card: 'Card (Stripe)',
};
