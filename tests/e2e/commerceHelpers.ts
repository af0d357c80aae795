// Helpers for the shop specs (product pages, cart, checkout, orders): a product of their own
// (other specs change the catalogue in parallel), the cart in localStorage, screenshots.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { formatCents, toCents } from '../../src/lib/money';
import type { Order, Product, Quote, QuoteRequest } from '../../src/lib/types';
import { createProductApi, seededCategory, type ProductFields } from './adminHelpers';
import { signInApi, unique } from './fixtures';

export async function adminToken(request: APIRequestContext) {
  return (await signInApi(request, ADMIN.email, ADMIN.password)).token;
}

/** A fresh active product (stock and price as given) in a seeded category. */
export async function makeProduct(
  request: APIRequestContext,
  fields: ProductFields = {},
  prefix = 'Shop Item',
): Promise<Product> {
  const category = await seededCategory(request);
  return createProductApi(request, await adminToken(request), unique(prefix), category._id, fields);
}

export async function productById(request: APIRequestContext, id: string): Promise<Product> {
  const res = await request.get(`/api/products/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).product;
}

export async function setProductActive(request: APIRequestContext, id: string, isActive: boolean) {
  const res = await request.patch(`/api/products/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { isActive },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function setProductPrice(request: APIRequestContext, id: string, price: number) {
  const res = await request.put(`/api/products/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: { price: String(price) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Puts lines (and the prices the shopper saw) in the browser's cart before the next page loads. */
export async function seedCart(
  page: Page,
  lines: { productId: string; quantity: number }[],
  seen: Record<string, number> = {},
) {
  await page.addInitScript(
    ({ lines, seen }) => {
      if (sessionStorage.getItem('e2e-cart')) return;
      sessionStorage.setItem('e2e-cart', '1');
      localStorage.setItem('cart', JSON.stringify(lines));
      localStorage.setItem('cart-prices', JSON.stringify(seen));
    },
    { lines, seen },
  );
}

/** A pay-on-delivery order of `quantity` of one product, or of several lines. */
export async function placeOrderApi(
  request: APIRequestContext,
  token: string,
  product: string | { productId: string; quantity: number }[],
  quantity = 1,
): Promise<Order> {
  const items = typeof product === 'string' ? [{ productId: product, quantity }] : product;
  const res = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${unique('k').replace(/\W/g, '')}` },
    data: {
      items,
      shippingAddress: {
        name: 'Ada Buyer',
        phone: '+1 555 0100',
        line1: '1 Test Road',
        city: 'Springfield',
        country: 'USA',
      },
      paymentMethod: 'cod',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order;
}

/** `E2E_SHOTS=dir`: keeps a full-page screenshot per page and viewport to look at. */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

/** The answer of POST /api/cart/quote for exactly these lines (quantities as given): start
 *  waiting before the step that asks for it. Requests for other lines, such as those a quick
 *  series of clicks aborts or leaves behind, are passed over. */
export async function quoteFor(page: Page, lines: { productId: string; quantity: number }[]): Promise<Quote> {
  const wanted = JSON.stringify(lines.map(({ productId, quantity }) => [productId, quantity]).sort());
  const res = await page.waitForResponse((res) => {
    if (!res.url().endsWith('/api/cart/quote') || res.request().method() !== 'POST') return false;
    const { items } = res.request().postDataJSON() as QuoteRequest;
    return JSON.stringify(items.map(({ productId, quantity }) => [productId, quantity]).sort()) === wanted;
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).quote;
}

/** An amount of the API as the pages print it. */
export const shown = (decimal: number) => formatCents(toCents(decimal));
