// The coupon code kept for the cart and checkout (src/stores/coupon.ts): what is kept, what bad
// input changes (nothing), what a stored value from anyone is read as, and the words the pages
// use for the server's reasons (src/lib/couponReasons.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_REASONS, couponRefusal } from '../../src/lib/couponReasons';
import { quoteRequestOf } from '../../src/lib/cartQuote';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => data.set(k, String(v)),
    removeItem: (k: string) => data.delete(k),
  });
  return data;
}

async function loadStore() {
  vi.resetModules();
  return import('../../src/stores/coupon');
}

describe('coupon store', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('with nothing stored', () => {
    let data: Map<string, string>;
    beforeEach(() => {
      data = fakeStorage();
    });

    it('keeps the code trimmed and in upper case, under `coupon`, and Remove forgets it', async () => {
      const { $couponCode, applyCoupon, removeCoupon } = await loadStore();
      expect($couponCode.get()).toBe('');
      expect(applyCoupon('  welcome10 ')).toEqual({ code: 'WELCOME10' });
      expect($couponCode.get()).toBe('WELCOME10');
      expect(data.get('coupon')).toBe('WELCOME10');
      removeCoupon();
      expect($couponCode.get()).toBe('');
      expect(data.has('coupon')).toBe(false);
    });

    it('a new code replaces the one kept', async () => {
      const { $couponCode, applyCoupon } = await loadStore();
      applyCoupon('FIRST');
      applyCoupon('second');
      expect($couponCode.get()).toBe('SECOND');
    });

    it('bad input says why and changes nothing', async () => {
      const { $couponCode, applyCoupon, COUPON_MAX_LENGTH } = await loadStore();
      applyCoupon('KEPT');
      expect(applyCoupon('   ')).toEqual({ problem: 'Please enter a coupon code.' });
      expect(applyCoupon('X'.repeat(COUPON_MAX_LENGTH + 1))).toEqual({
        problem: 'A coupon code has at most 32 characters.',
      });
      expect($couponCode.get()).toBe('KEPT');
      expect(data.get('coupon')).toBe('KEPT');
    });
  });

  it('survives a reload: the stored code is read back', async () => {
    fakeStorage({ coupon: 'WELCOME10' });
    const { $couponCode } = await loadStore();
    expect($couponCode.get()).toBe('WELCOME10');
  });

  it('a stored value no quote would take counts as none', async () => {
    fakeStorage({ coupon: 'Y'.repeat(200) });
    const { $couponCode } = await loadStore();
    expect($couponCode.get()).toBe('');
  });

  it('works without localStorage (the server render): no code', async () => {
    const { $couponCode, applyCoupon } = await loadStore();
    expect($couponCode.get()).toBe('');
    expect(applyCoupon('abc')).toEqual({ code: 'ABC' });
  });
});

describe('the quote request', () => {
  it('carries the code when there is one, and no field when there is none', () => {
    const lines = [{ productId: 'p', variantId: 'v', quantity: 1 }];
    expect(quoteRequestOf(lines, {}, { couponCode: 'WELCOME10' }).couponCode).toBe('WELCOME10');
    expect(quoteRequestOf(lines, {}, { couponCode: '' })).not.toHaveProperty('couponCode');
  });
});

describe('the words for a refused code', () => {
  it("words each of the server's reasons as a sentence", () => {
    expect(couponRefusal(COUPON_REASONS.usedUp)).toBe('You have already used this code.');
    expect(couponRefusal(COUPON_REASONS.unknown)).toBe('This is not a valid code.');
    expect(couponRefusal(COUPON_REASONS.notForThese)).toBe('This code is not for the products in your cart.');
    expect(couponRefusal(COUPON_REASONS.betterOffer)).toBe('A better offer already applies to your cart.');
    expect(couponRefusal(COUPON_REASONS.tooManyTries)).toBe(
      'Too many wrong codes were tried from here. Please try again later.',
    );
  });

  it('keeps the amount of a minimum subtotal, and shows a reason it does not know', () => {
    expect(couponRefusal('needs a subtotal of $100.00')).toBe('This code needs a subtotal of $100.00.');
    expect(couponRefusal('paused by the shop')).toBe('This code cannot be used: paused by the shop.');
    expect(couponRefusal(undefined)).toBe('This code cannot be used.');
  });
});
