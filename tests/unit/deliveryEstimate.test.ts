import { describe, expect, it } from 'vitest';
import { dayRange, deliveryEstimate } from '../../src/lib/deliveryEstimate';

describe('a delivery estimate', () => {
  it('reads as a range of business days, or one day when both ends are the same', () => {
    expect(deliveryEstimate({ minDays: 3, maxDays: 5 })).toBe('3-5 business days');
    expect(deliveryEstimate({ minDays: 2, maxDays: 2 })).toBe('2 business days');
    expect(deliveryEstimate({ minDays: 1, maxDays: 1 })).toBe('1 business day');
    expect(deliveryEstimate({ minDays: 0, maxDays: 1 })).toBe('0-1 business days');
    expect(dayRange({ minDays: 7, maxDays: 14 })).toBe('7-14');
  });
});
