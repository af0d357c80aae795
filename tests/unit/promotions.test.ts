// The choice of promotions for a cart (src/server/promotions/choosePromotions.ts) and promotion
// dates in the shop's time zone (src/lib/zonedTime.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quote } from '../../src/lib/pricing';
import { instantIn, wallTimeIn } from '../../src/lib/zonedTime';
import { choosePromotions, type Offer, type OfferLine } from '../../src/server/promotions/choosePromotions';

const NOW = new Date('2026-11-28T12:00:00Z');

function offer(fields: Partial<Offer> & Pick<Offer, 'id' | 'type'>): Offer {
  return {
    name: fields.id,
    code: null,
    percent: null,
    amountCents: null,
    target: null,
    minSubtotalCents: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    combinable: true,
    priority: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    uses: 0,
    customerUses: 0,
    ...fields,
  };
}

const cartLine = (productId: string, unitPrice: number, quantity: number, categoryId = 'cat'): OfferLine => ({
  productId,
  variantId: `${productId}-v`,
  categoryId,
  unitPrice,
  quantity,
  buyable: true,
});

function priced(lines: OfferLine[], offers: Offer[], couponCode?: string, shipping = 0) {
  const chosen = choosePromotions({ lines, shipping, offers, couponCode, now: NOW });
  const q = quote({
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.productId,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
    })),
    discounts: chosen.discounts,
    shipping: chosen.freeShipping ? 0 : shipping,
  });
  return { chosen, q };
}

describe('choosing promotions', () => {
  it('a percentage of many cheap units is worked out once on the lines, not per unit', () => {
    const { q } = priced(
      [cartLine('a', 333, 3), cartLine('b', 1, 7)],
      [offer({ id: 'p', type: 'percentage', percent: 15 })],
    );
    // 15% of 10.06 = 1.509 -> 1.51
    expect(q.discount).toBe(151);
    expect(q.lines.reduce((s, l) => s + l.discount, 0)).toBe(151);
  });

  it('automatic promotions plus at most one code; the code entered is the only code weighed', () => {
    const offers = [
      offer({ id: 'auto', type: 'fixed', amountCents: 100 }),
      offer({ id: 'c1', type: 'fixed', amountCents: 200, code: 'ONE' }),
      offer({ id: 'c2', type: 'fixed', amountCents: 900, code: 'TWO' }),
    ];
    const { chosen } = priced([cartLine('a', 5000, 1)], offers, 'one');
    expect(chosen.discounts.map((d) => d.promotionId)).toEqual(['auto', 'c1']);
    expect(chosen.coupon).toEqual({ code: 'ONE', applied: true });
  });

  it('a non-combinable promotion applies alone, the best choice for the shopper wins, ties go to priority', () => {
    const offers = [
      offer({ id: 'a', type: 'fixed', amountCents: 300 }),
      offer({ id: 'b', type: 'fixed', amountCents: 300 }),
      offer({ id: 'solo', type: 'fixed', amountCents: 500, combinable: false }),
    ];
    expect(priced([cartLine('x', 5000, 1)], offers).chosen.discounts.map((d) => d.promotionId)).toEqual(['a', 'b']);
    const tie = [offer({ id: 'low', type: 'fixed', amountCents: 500, combinable: false, priority: 1 }), offers[2]];
    expect(priced([cartLine('x', 5000, 1)], tie).chosen.discounts.map((d) => d.promotionId)).toEqual(['low']);
  });

  it('free shipping takes the shipping and nothing else', () => {
    const { chosen, q } = priced(
      [cartLine('a', 1000, 1)],
      [offer({ id: 'ship', type: 'free_shipping' }), offer({ id: 'ten', type: 'percentage', percent: 10 })],
      undefined,
      499,
    );
    expect(chosen.freeShipping?.id).toBe('ship');
    expect(q.shipping).toBe(0);
    expect(q.discount).toBe(100);
    expect(q.total).toBe(900);
  });

  it("reasons: a code nobody can use now (ended, not started, used up) is not a valid one; the customer's own uses, minimum subtotal, other products", () => {
    const reason = (o: Partial<Offer>, lines = [cartLine('a', 1000, 1)]) =>
      choosePromotions({
        lines,
        shipping: 0,
        offers: [offer({ id: 'c', type: 'fixed', amountCents: 100, code: 'C', ...o })],
        couponCode: 'C',
        now: NOW,
      }).coupon?.reason;
    expect(reason({ endsAt: NOW })).toBe('not a valid code');
    expect(reason({ startsAt: new Date(NOW.getTime() + 1) })).toBe('not a valid code');
    expect(reason({ usageLimit: 3, uses: 3 })).toBe('not a valid code');
    expect(reason({ code: 'OTHER' })).toBe('not a valid code');
    expect(reason({ perCustomerLimit: 1, customerUses: 1 })).toBe('already used');
    expect(reason({ minSubtotalCents: 10_000 })).toBe('needs a subtotal of $100.00');
    expect(reason({ target: { categories: ['other'] } })).toBe('not for these products');
    expect(reason({})).toBeUndefined();
  });

  it('for any cart and promotions: line discounts sum to the discount, no line goes below zero, the total never does', () => {
    const lineArb = fc.record({
      price: fc.integer({ min: 0, max: 200_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      category: fc.constantFrom('c1', 'c2'),
    });
    const offerArb = fc.record({
      type: fc.constantFrom('percentage', 'fixed', 'free_shipping') as fc.Arbitrary<Offer['type']>,
      percent: fc.integer({ min: 1, max: 100 }),
      amount: fc.integer({ min: 1, max: 500_000 }),
      combinable: fc.boolean(),
      priority: fc.integer({ min: -3, max: 3 }),
      category: fc.constantFrom(null, 'c1', 'c2'),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.array(offerArb, { maxLength: 5 }),
        fc.nat(2000),
        (ls, os, shipping) => {
          const lines = ls.map((l, i) => cartLine(`p${i}`, l.price, l.quantity, l.category));
          const offers = os.map((o, i) =>
            offer({
              id: `o${i}`,
              type: o.type,
              percent: o.percent,
              amountCents: o.amount,
              combinable: o.combinable,
              priority: o.priority,
              target: o.category ? { categories: [o.category] } : null,
            }),
          );
          const { q } = priced(lines, offers, undefined, shipping);
          expect(q.lines.reduce((s, l) => s + l.discount, 0)).toBe(q.discount);
          for (const l of q.lines) expect(l.discount).toBeLessThanOrEqual(l.lineTotal);
          expect(q.total).toBeGreaterThanOrEqual(0);
          expect(q.total).toBe(q.subtotal - q.discount + q.shipping);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('promotion dates in the shop time zone', () => {
  it('reads wall-clock dates in the zone, dates with an offset as written, and refuses others', () => {
    expect(instantIn('2026-12-01', 'Europe/Berlin')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(instantIn('2026-07-01T09:30', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(instantIn('2026-12-01T00:00', 'America/New_York')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(instantIn('2026-12-01T00:00:00Z', 'Europe/Berlin')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(instantIn('2026-02-30', 'UTC')).toBeNull();
    expect(instantIn('next tuesday', 'UTC')).toBeNull();
    expect(wallTimeIn(new Date('2026-11-30T23:00:00Z'), 'Europe/Berlin')).toBe('2026-12-01T00:00');
  });
});
