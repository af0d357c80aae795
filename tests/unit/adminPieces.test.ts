// Pure pieces of the admin/dashboard islands: the 4-number pager window, the menu's current
// item, and the form checks behind the spec's alerts.
import { describe, expect, it } from 'vitest';
import { isCurrent, ADMIN_MENU, CUSTOMER_MENU } from '../../src/islands/account/menus';
import { firstProblem, nonNegative, required } from '../../src/islands/admin/formChecks';
import { orDash } from '../../src/islands/admin/format';
import { pagerWindow } from '../../src/islands/admin/pagerWindow';

describe('pagerWindow', () => {
  it('shows at most 4 numbers and keeps the current page inside', () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pagerWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pagerWindow(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pagerWindow(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pagerWindow(9, 10)).toEqual([7, 8, 9, 10]);
  });
  it('shows every page when there are fewer than 4, none when there are none', () => {
    expect(pagerWindow(1, 2)).toEqual([1, 2]);
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(1, 0)).toEqual([]);
  });
});

describe('menus', () => {
  it('keeps the spec spelling', () => {
    expect(ADMIN_MENU.map((m) => m.title)).toEqual([
      'Dashboard', 'Categories', 'Products', 'Orders', 'Customers', 'Messages', 'Analytics', 'Setting',
    ]);
    expect(CUSTOMER_MENU.map((m) => m.title)).toEqual(['Account Settings', 'Orders', 'Whishlist', 'Address', 'Change Pasword']);
  });
  it('marks Dashboard current on /admin and /admin/dashboard, with or without a trailing slash', () => {
    expect(isCurrent('/admin/dashboard', '/admin')).toBe(true);
    expect(isCurrent('/admin/dashboard', '/admin/')).toBe(true);
    expect(isCurrent('/admin/dashboard', '/admin/dashboard/')).toBe(true);
    expect(isCurrent('/admin/products', '/admin')).toBe(false);
    expect(isCurrent('/dashboard/orders', '/admin/orders')).toBe(false);
  });
});

describe('form checks', () => {
  it('names the first missing field', () => {
    expect(firstProblem([required('Title', ' '), required('Price', '')])).toBe('Title is required.');
    expect(firstProblem([required('Title', 'x'), required('Price', '')])).toBe('Price is required.');
    expect(firstProblem([required('Title', 'x')])).toBeNull();
  });
  it('wants numbers of at least 0, whole ones for stock', () => {
    expect(nonNegative('Price', '-0.01', false)).toBe('Price must be a number of at least 0.');
    expect(nonNegative('Price', 'abc', false)).toBe('Price must be a number of at least 0.');
    expect(nonNegative('Price', '0', false)).toBeNull();
    expect(nonNegative('Price', '12.5', false)).toBeNull();
    expect(nonNegative('Stock', '1.5', true)).toBe('Stock must be a whole number.');
    expect(nonNegative('Stock', '3', true)).toBeNull();
  });
  it('shows "-" for empty customer values', () => {
    expect(orDash(null)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('Street 1')).toBe('Street 1');
  });
});
