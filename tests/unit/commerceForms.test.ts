// The commerce form schemas shared by the checkout/account islands and the endpoints.
import { describe, expect, it } from 'vitest';
import { addressSchema } from '../../src/lib/forms/address';
import { idempotencyKeySchema, orderPlacementSchema } from '../../src/lib/forms/orderPlacement';
import { passwordChangeSchema } from '../../src/lib/forms/passwordChange';
import { profileSchema } from '../../src/lib/forms/profile';

const ADDRESS = { name: 'Ann', phone: '+1 (555) 010-0000', line1: '1 Main St', city: 'Springfield', country: 'US' };
const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : `${result.error!.issues[0].path.join('.')}: ${result.error!.issues[0].message}`;

describe('addressSchema', () => {
  it('trims, and gives missing optional parts as empty strings', () => {
    expect(addressSchema.parse({ ...ADDRESS, name: '  Ann  ', line2: null })).toEqual({
      ...ADDRESS,
      line2: '',
      postalCode: '',
    });
  });

  it('names the first bad field', () => {
    expect(firstIssue(addressSchema.safeParse({ ...ADDRESS, city: '   ' }))).toBe('city: is required');
    expect(firstIssue(addressSchema.safeParse({ ...ADDRESS, phone: 'ring me' }))).toMatch(
      /^phone: must be a phone number/,
    );
    expect(firstIssue(addressSchema.safeParse({ ...ADDRESS, line1: 'x'.repeat(201) }))).toBe(
      'line1: must be at most 200 characters',
    );
  });
});

describe('orderPlacementSchema', () => {
  const order = { items: [{ productId: 'p1', quantity: 2 }], shippingAddress: ADDRESS, paymentMethod: 'cod' };

  it('accepts a cart and drops anything else sent (prices included)', () => {
    const parsed = orderPlacementSchema.parse({
      ...order,
      items: [{ productId: 'p1', quantity: 2, price: 1 }],
      total: 1,
    });
    expect(parsed.items).toEqual([{ productId: 'p1', quantity: 2 }]);
    expect(parsed).not.toHaveProperty('total');
    expect(parsed.note).toBeNull();
  });

  it('refuses an empty cart, quantities outside 1..99 and other payment methods', () => {
    expect(firstIssue(orderPlacementSchema.safeParse({ ...order, items: [] }))).toBe('items: your cart is empty');
    expect(firstIssue(orderPlacementSchema.safeParse({ ...order, items: [{ productId: 'p1', quantity: 0 }] }))).toBe(
      'items.0.quantity: must be at least 1',
    );
    expect(firstIssue(orderPlacementSchema.safeParse({ ...order, items: [{ productId: 'p1', quantity: 100 }] }))).toBe(
      'items.0.quantity: must be at most 99',
    );
    expect(firstIssue(orderPlacementSchema.safeParse({ ...order, paymentMethod: 'paypal' }))).toMatch(/^paymentMethod/);
  });

  it('idempotency keys are 8..100 plain characters', () => {
    expect(idempotencyKeySchema.safeParse('3f2b6c1e-8d4a-4f7e-9b0c-1a2b3c4d5e6f').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has spaces in it').success).toBe(false);
  });
});

describe('profileSchema and passwordChangeSchema', () => {
  it('profile: only name, contact, address; blank contact and null address clear them', () => {
    expect(profileSchema.parse({ contact: '', address: null, email: 'x@y.z', role: 'admin' })).toEqual({
      contact: null,
      address: null,
    });
    expect(profileSchema.parse({})).toEqual({});
    expect(firstIssue(profileSchema.safeParse({ name: ' ' }))).toBe('name: is required');
  });

  it('password change: new password of at least 8', () => {
    expect(firstIssue(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }))).toBe(
      'newPassword: must be at least 8 characters',
    );
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'long-enough' }).success).toBe(true);
  });
});
