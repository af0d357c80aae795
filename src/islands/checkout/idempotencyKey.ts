// One Idempotency-Key per checkout: made on the first Place order, reused by every retry (a
// double click, a lost answer) until an order is confirmed, so the server makes one order.
const KEY = 'checkout-idempotency-key';

export function checkoutKey(): string {
  let key = sessionStorage.getItem(KEY);
  if (!key) {
    key = crypto.randomUUID();
    sessionStorage.setItem(KEY, key);
  }
  return key;
}

export function forgetCheckoutKey() {
  sessionStorage.removeItem(KEY);
}
