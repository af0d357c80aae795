// Pure pieces of the admin/dashboard islands: the 4-number pager window, the menu's current
// item, and the form checks behind the panels' field messages of docs/product.md#validation.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isCurrent, ADMIN_MENU, CUSTOMER_MENU, EDITOR_MENU } from '../../src/islands/account/menus';
import { CATEGORY_LABELS, categoryCreateSchema } from '../../src/lib/forms/category';
import { PRODUCT_LABELS, productCreateSchema } from '../../src/lib/forms/product';
import { orDash } from '../../src/islands/admin/kit/format';
import { pagerWindow } from '../../src/islands/admin/kit/pagerWindow';
import { fieldErrors } from '../../src/islands/ui/fieldErrors';

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
      'Dashboard',
      'Categories',
      'Products',
      'Orders',
      'Promotions',
      'Shipping',
      'Tax',
      'Customers',
      'Messages',
      'Analytics',
      // docs/product.md#deliberate-changes (30)
      'Content',
      'Setting',
    ]);
    expect(EDITOR_MENU.map((m) => m.title)).toEqual(['Content']);
    expect(CUSTOMER_MENU.map((m) => m.title)).toEqual([
      'Account Settings',
      'Orders',
      'Whishlist',
      'Address',
      'Change Pasword',
    ]);
  });
  it('marks Dashboard current on /admin and /admin/dashboard, with or without a trailing slash', () => {
    expect(isCurrent('/admin/dashboard', '/admin')).toBe(true);
    expect(isCurrent('/admin/dashboard', '/admin/')).toBe(true);
    expect(isCurrent('/admin/dashboard', '/admin/dashboard/')).toBe(true);
    expect(isCurrent('/admin/products', '/admin')).toBe(false);
    expect(isCurrent('/dashboard/orders', '/admin/orders')).toBe(false);
  });
  it("marks Content current on an entry's page too", () => {
    expect(isCurrent('/admin/content', '/admin/content/edit')).toBe(true);
    expect(isCurrent('/admin/content', '/admin/contents')).toBe(false);
  });
});

describe('form checks (the same schemas the endpoints parse with)', () => {
  const product = { name: 'x', price: '1', category: 'c', stock: '1', description: 'd', discount: '' };
  const problems = (schema: z.ZodType, values: Record<string, string>, labels: Record<string, string>) => {
    const parsed = schema.safeParse(values);
    return parsed.error ? fieldErrors(parsed.error, labels) : {};
  };
  const productProblems = (values: Partial<typeof product>) =>
    problems(productCreateSchema, { ...product, ...values }, PRODUCT_LABELS);
  it('names every field with a problem at once, each by its label', () => {
    expect(productProblems({ name: ' ', price: '' })).toEqual({
      name: 'Title is required.',
      price: 'Price is required.',
    });
    expect(productProblems({ price: '', stock: '-1' })).toEqual({
      price: 'Price is required.',
      stock: 'Stock must be a number of at least 0.',
    });
    expect(productProblems({})).toEqual({});
    expect(problems(categoryCreateSchema, { name: '', description: '' }, CATEGORY_LABELS)).toEqual({
      name: 'Title is required.',
      description: 'Description is required.',
    });
    expect(problems(categoryCreateSchema, { name: 'x'.repeat(101), description: 'd' }, CATEGORY_LABELS)).toEqual({
      name: 'Title must be at most 100 characters.',
    });
  });
  it('wants numbers of at least 0, whole ones for stock', () => {
    expect(productProblems({ price: '-0.01' })).toEqual({ price: 'Price must be a number of at least 0.' });
    expect(productProblems({ price: 'abc' })).toEqual({ price: 'Price must be a number of at least 0.' });
    expect(productProblems({ price: '0' })).toEqual({});
    expect(productProblems({ price: '12.5' })).toEqual({});
    expect(productProblems({ stock: '1.5' })).toEqual({ stock: 'Stock must be a whole number.' });
    expect(productProblems({ stock: '3' })).toEqual({});
  });
  it('shows "-" for empty customer values', () => {
    expect(orDash(null)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('Street 1')).toBe('Street 1');
  });
});
