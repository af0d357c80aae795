// The steps that follow each order move, as src/server/orders/orderMoves.ts declares them: every
// move there is (the admin's and the card provider's) ends in a status with its steps and its
// mail, the steps are what the rules say (docs/api.md#invoices, docs/product.md), and every mail
// a move sends has its words in the template.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_MOVES, ORDER_STATUSES, UNPAID_STATUSES, type OrderStatus } from '../../src/lib/orderStatuses';
import { PAYMENT_METHODS } from '../../src/lib/paymentMethods';
import { TEMPLATES } from '../../src/server/mail/templates';
import { AFTER_MOVE, isRestocked } from '../../src/server/orders/orderMoves';
import type { OrderRecord } from '../../src/server/orders/orderRecord';
import { sampleOrder } from '../helpers/orderRecord';

/** The moves the card provider's word makes (src/server/payments/paymentEvents.ts, reservationSweeper.ts). */
const PROVIDER_MOVES: [OrderStatus, OrderStatus][] = [
  ['awaiting_payment', 'paid'],
  ['awaiting_payment', 'cancelled'],
  ['paid', 'refunded'],
];

const adminMoves = PAYMENT_METHODS.flatMap((method) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUS_MOVES[method][from].map((to): [OrderStatus, OrderStatus] => [from, to]),
  ),
);

const everyMove = [...adminMoves, ...PROVIDER_MOVES];

const record = (status: OrderStatus, paymentMethod: OrderRecord['paymentMethod']): OrderRecord => ({
  ...sampleOrder,
  status,
  paymentMethod,
});

describe('the steps after each order move', () => {
  it('every move, the admin’s and the provider’s, ends in a status with its steps and a status mail', () => {
    expect(adminMoves.length).toBeGreaterThan(0);
    for (const [from, to] of everyMove) {
      expect(AFTER_MOVE[to], `${from} -> ${to}`).toBeDefined();
      expect(AFTER_MOVE[to].mail, `${from} -> ${to}`).toBe('order-status');
    }
  });

  it('no move ends where an order starts, and nothing follows there', () => {
    for (const [, to] of everyMove) expect(UNPAID_STATUSES).not.toContain(to);
    for (const status of UNPAID_STATUSES) expect(AFTER_MOVE[status]).toEqual({ steps: [], mail: null });
  });

  it('becoming paid issues the invoice: paid, and delivered (pay on delivery is paid by its delivery)', () => {
    expect(AFTER_MOVE.paid.steps).toEqual(['issue-invoice']);
    expect(AFTER_MOVE.delivered.steps).toEqual(['issue-invoice']);
    expect(AFTER_MOVE.shipped.steps).toEqual([]);
  });

  it('cancelling or refunding issues the credit note, restocks and gives the promotion uses back', () => {
    for (const status of ['cancelled', 'refunded'] as const) {
      expect(AFTER_MOVE[status].steps).toEqual(['issue-credit-note', 'restock', 'release-promotion-uses']);
      expect(isRestocked(status)).toBe(true);
    }
    for (const status of ['awaiting_payment', 'pending', 'paid', 'shipped', 'delivered'] as const)
      expect(isRestocked(status)).toBe(false);
  });

  it('a cancel refunds a paid order first and releases an unpaid one’s payment; no other move does', () => {
    const refunding = ORDER_STATUSES.filter((status) => AFTER_MOVE[status].refundsPaid);
    const releasing = ORDER_STATUSES.filter((status) => AFTER_MOVE[status].releasesPayment);
    expect(refunding).toEqual(['cancelled']);
    expect(releasing).toEqual(['cancelled']);
  });

  it('every status mail a move sends has its words, for both payment methods', () => {
    const shop = { name: 'Electro Shop', url: 'https://shop.example' };
    for (const [, to] of everyMove)
      for (const method of PAYMENT_METHODS) {
        const mail = TEMPLATES['order-status']({ order: record(to, method) }, shop);
        expect(mail.subject).toMatch(/^Electro Shop: order EL-10042 /);
      }
  });
});
