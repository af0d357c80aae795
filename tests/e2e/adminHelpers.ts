// Helpers for the admin specs: table rows (a <tr> on desktop, a card on phones), API
// shortcuts for arranging data, and storefront checks.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Product } from '../../src/lib/types';
import { islandReady, pngFile } from './fixtures';

export function tableRow(page: Page, table: string, text: string) {
  return page
    .locator(`section[aria-label="${table}"]`)
    .locator('tr, li')
    .filter({ hasText: text })
    .filter({ visible: true });
}

export function tableRows(page: Page, table: string) {
  return page
    .locator(`section[aria-label="${table}"]`)
    .locator('tbody tr:has(td:nth-child(2)), ul > li:has(dl)')
    .filter({ visible: true });
}

export async function apiCategories(request: APIRequestContext): Promise<Category[]> {
  const res = await request.get('/api/categories');
  expect(res.ok()).toBe(true);
  return (await res.json()).categories;
}

/**
 * A seeded category (the one with most products): specs running in parallel create and
 * delete their own categories, so "the first one" could vanish or be another test's.
 */
export async function seededCategory(request: APIRequestContext): Promise<Category> {
  const active = (await apiCategories(request)).filter((c) => c.isActive);
  return active.sort((a, b) => b.productCount - a.productCount)[0];
}

export async function apiProducts(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/products');
  expect(res.ok()).toBe(true);
  return (await res.json()).products;
}

export async function findProduct(request: APIRequestContext, name: string): Promise<Product | undefined> {
  const res = await request.get(`/api/products?q=${encodeURIComponent(name)}&page=1&limit=50`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).products as Product[]).find((p) => p.name === name);
}

export async function findCategory(request: APIRequestContext, name: string): Promise<Category | undefined> {
  return (await apiCategories(request)).find((c) => c.name === name);
}

export async function createCategoryApi(request: APIRequestContext, token: string, name: string): Promise<Category> {
  const image = await pngFile('category.png', { r: 30, g: 120, b: 200 });
  const res = await request.post('/api/categories', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name, description: `${name} description`, image },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).category;
}

export interface ProductFields {
  price?: number;
  stock?: number;
  compareAtPrice?: number;
  featured?: boolean;
}

export async function createProductApi(
  request: APIRequestContext,
  token: string,
  name: string,
  categoryId: string,
  fields: ProductFields = {},
): Promise<Product> {
  const form = new FormData();
  form.set('name', name);
  form.set('description', `${name} description`);
  form.set('price', String(fields.price ?? 10));
  form.set('stock', String(fields.stock ?? 3));
  form.set('category', categoryId);
  if (fields.compareAtPrice !== undefined) form.set('compareAtPrice', String(fields.compareAtPrice));
  if (fields.featured !== undefined) form.set('featured', String(fields.featured));
  for (const [i, color] of [
    { r: 200, g: 10, b: 10 },
    { r: 10, g: 200, b: 10 },
  ].entries()) {
    const file = await pngFile(`p${i}.png`, color);
    form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const res = await request.post('/api/products', { headers: { Authorization: `Bearer ${token}` }, multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).product;
}

/** The storefront catalogue, searched for `name`: the product's card shows with its first image. */
export async function expectOnStorefront(page: Page, product: Pick<Product, 'name' | 'images'>) {
  await page.goto('/products');
  await islandReady(page);
  await page.getByPlaceholder('Search Your Desired Item').fill(product.name);
  await page.getByPlaceholder('Search Your Desired Item').press('Enter');
  const main = page.getByRole('main');
  await expect(main.getByText(product.name, { exact: true }).first()).toBeVisible();
  await expect(main.locator(`img[src="${product.images[0].url}"]`).first()).toBeVisible();
}

export async function expectNotOnStorefront(page: Page, name: string) {
  await page.goto('/products');
  await islandReady(page);
  await page.getByPlaceholder('Search Your Desired Item').fill(name);
  await page.getByPlaceholder('Search Your Desired Item').press('Enter');
  await expect(page.getByRole('main').getByRole('paragraph').filter({ hasText: 'No data found' })).toBeVisible();
  await expect(page.getByRole('main').getByText(name, { exact: true })).toHaveCount(0);
}
