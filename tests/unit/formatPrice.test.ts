import { expect, it } from 'vitest';
import { formatPrice } from '../../src/lib/formatPrice';

it('shows dollars with two decimals and thousands separators', () => {
  expect(formatPrice(59)).toBe('$59.00');
  expect(formatPrice(399.99)).toBe('$399.99');
  expect(formatPrice(1199)).toBe('$1,199.00');
  expect(formatPrice(0)).toBe('$0.00');
  expect(formatPrice(17.495)).toBe('$17.50'); // half away from zero, on the decimal 17.495
});
it('puts the minus before the dollar sign', () => {
  expect(formatPrice(-5)).toBe('-$5.00');
});
it('writes every price exactly as en-US currency formatting does', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const edges = [0, -0, 0.001, -0.001, 0.005, 0.015, 1.005, 2.675, 999.995, 999_999.99, 1_000_000, 1e15, 1e20, 1e21];
  edges.push(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER / 100);
  let seed = 22;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < 20_000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 9);
    const cents = Math.round(random() * magnitude * 100) / 100;
    edges.push(cents, -cents, random() * magnitude, -random() * magnitude);
  }
  for (const value of edges) expect(formatPrice(value), String(value)).toBe(intl.format(value));
});
