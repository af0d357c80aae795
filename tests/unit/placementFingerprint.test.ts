// The Idempotency-Key's fingerprint: one placement, however it is spelled (lines for one
// product merged as they are ordered), gives one value; any change to what is ordered, where it
// goes or the note gives another.
import { describe, expect, it } from 'vitest';
import { orderPlacementSchema } from '../../src/lib/forms/orderPlacement';
import { placementFingerprint } from '../../src/server/checkout/placeOrder';

const ADDRESS = { name: 'Ann', phone: '+1 555 0101', line1: '1 Main St', city: 'Springfield', country: 'US' };
const BODY = { items: [{ productId: 'p1', quantity: 2 }], shippingAddress: ADDRESS, paymentMethod: 'cod', note: 'Hi' };

const fingerprintOf = (body: unknown) => placementFingerprint(orderPlacementSchema.parse(body));

describe('placementFingerprint', () => {
  it('ignores key order, trimmed spaces, written-out defaults and the expected total', () => {
    const first = fingerprintOf(BODY);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(
      fingerprintOf({
        note: ' Hi  ',
        paymentMethod: 'cod',
        expectedTotal: 12.5,
        shippingAddress: {
          country: 'US',
          city: 'Springfield ',
          line1: '1 Main St',
          phone: '+1 555 0101',
          name: 'Ann',
          line2: '',
          postalCode: '',
        },
        items: [
          { quantity: 1, productId: 'p1' },
          { quantity: 1, productId: 'p1' },
        ],
      }),
    ).toBe(first);
    expect(fingerprintOf({ ...BODY, note: '' })).toBe(fingerprintOf({ ...BODY, note: null }));
  });

  it('changes with the lines, the address and the note', () => {
    const first = fingerprintOf(BODY);
    const others = [
      { ...BODY, items: [{ productId: 'p1', quantity: 3 }] },
      { ...BODY, items: [{ productId: 'p2', quantity: 2 }] },
      { ...BODY, items: [...BODY.items, { productId: 'p2', quantity: 1 }] },
      { ...BODY, shippingAddress: { ...ADDRESS, line2: 'Flat 2' } },
      { ...BODY, note: 'Hello' },
      { ...BODY, note: undefined },
    ].map(fingerprintOf);
    expect(new Set([first, ...others]).size).toBe(others.length + 1);
  });
});
