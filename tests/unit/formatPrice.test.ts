import { expect, it } from 'vitest';
import { formatPrice } from '../../src/lib/formatPrice';

it('shows dollars with two decimals and thousands separators', () => {
  expect(formatPrice(59)).toBe('$59.00');
  expect(formatPrice(399.99)).toBe('$399.99');
  expect(formatPrice(1199)).toBe('$1,199.00');
  expect(formatPrice(0)).toBe('$0.00');
  expect(formatPrice(17.495)).toMatch(/^\$17\.(49|50)$/);
});
it('puts the minus before the dollar sign', () => {
  expect(formatPrice(-5)).toBe('-$5.00');
});
