// No write answers a 500 because a unique index or a foreign key refused it
// (src/server/http/constraintRefusals.ts): over HTTP, each clash an admin (or a shopper signing
// up) can cause, one at a time and racing, is a 400 or 409 naming the field, and a race leaves
// the data whole; below HTTP, the database's own error for each unique index and foreign key an
// admin's write can meet, on the embedded database and on PostgreSQL, becomes that answer.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import {
  categories,
  orderPromotions,
  orders,
  products,
  productVariants,
  promotions,
  shippingMethods,
  taxRates,
  users,
} from '../../src/server/db/schema';
import { constraintRefusal } from '../../src/server/http/constraintRefusals';
import type { Category, Product } from '../../src/lib/types';
import { pngBytes } from '../helpers/imageFixtures';
import { memoryDb } from '../helpers/memoryDb';
import { startServer, uniqueEmail, type ApiResult, type TestServer } from './harness';

const GENERIC = /at the same moment\. Reload and try again\.$/;

describe('over HTTP', () => {
  let server: TestServer;
  let admin: string;
  let seq = 0;

  beforeAll(async () => {
    server = await startServer();
    admin = await server.adminToken();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function multipart(fields: Record<string, unknown>, fileField: string, files: number): Promise<FormData> {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields))
      body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    for (let i = 0; i < files; i++) {
      const bytes = await pngBytes(40 + (++seq % 9), 30, [seq % 255, 120, 60]);
      body.append(fileField, new File([new Uint8Array(bytes)], `c${seq}.png`, { type: 'image/png' }));
    }
    return body;
  }

  const newCategory = async (name: string) =>
    server.api('/api/categories', {
      method: 'POST',
      token: admin,
      body: await multipart({ name, description: 'Things that clash.' }, 'image', 1),
    });
  const newProduct = async (fields: Record<string, unknown>) =>
    server.api('/api/products', {
      method: 'POST',
      token: admin,
      body: await multipart({ description: 'A thing.', price: '10', stock: '1', ...fields }, 'images', 2),
    });

  /** No answer is a 500, and each is one of the statuses allowed. */
  function answered(results: ApiResult[], allowed: number[]) {
    for (const res of results) expect(allowed, res.text).toContain(res.status);
  }

  it('a category or product name twice, one after the other and all at once: each gets its own address', async () => {
    const name = `Clash ${randomUUID().slice(0, 6)}`;
    const first = await newCategory(name);
    expect(first.status, first.text).toBe(201);
    const together = await Promise.all(Array.from({ length: 6 }, () => newCategory(name)));
    // a loser of every retry is a 409 that says to save again, never a 500
    answered(together, [201, 409]);
    for (const res of together.filter((r) => r.status === 409))
      expect(res.body.message).toMatch(/^name: another category took the address .* Save again\.$/);
    const slugs = [first, ...together].filter((r) => r.status === 201).map((r) => r.body.category.slug as string);
    expect(new Set(slugs).size).toBe(slugs.length);

    const category: Category = first.body.category;
    const made = await Promise.all(
      Array.from({ length: 6 }, () => newProduct({ name: `${name} phone`, category: category._id })),
    );
    answered(made, [201, 409]);
    const productSlugs = made.filter((r) => r.status === 201).map((r) => r.body.product.slug as string);
    expect(productSlugs.length).toBeGreaterThan(0);
    expect(new Set(productSlugs).size).toBe(productSlugs.length);
  });

  it('a SKU of another product in any case is a 400 naming the variant, alone and racing', async () => {
    const list = await server.api('/api/categories', { token: admin });
    const category: Category = list.body.categories[0];
    const sku = `CL-${randomUUID().slice(0, 8)}`.toUpperCase();
    const one = (s: string) => [{ sku: s, options: {}, price: 10, stock: 1 }];
    const owner = await newProduct({ name: 'Owner', category: category._id, variants: one(sku) });
    expect(owner.status, owner.text).toBe(201);
    const copy = await newProduct({ name: 'Copy', category: category._id, variants: one(sku.toLowerCase()) });
    expect(copy.status).toBe(400);
    expect(copy.body.message).toBe(`variants.0.sku: another product has the SKU ${sku.toLowerCase()}.`);
    const racing = await Promise.all(
      ['a', 'b', 'c'].map((s, at) =>
        newProduct({ name: `Racer ${s}`, category: category._id, variants: one(at ? `${sku}-R` : `${sku}-r`) }),
      ),
    );
    answered(racing, [201, 400]);
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it('an e-mail twice, one after the other and at once: 409', async () => {
    const email = uniqueEmail('clash');
    const body = { name: 'Clash', email, contact: '', password: 'a long pass phrase 42' };
    const signups = await Promise.all(
      [email, email.toUpperCase(), email].map((e) =>
        server.api('/api/auth/signup', { method: 'POST', json: { ...body, email: e } }),
      ),
    );
    answered(signups, [201, 409]);
    expect(signups.filter((r) => r.status === 201)).toHaveLength(1);
    for (const res of signups.filter((r) => r.status === 409))
      expect(res.body.message).toBe('An account with this email already exists.');
  });

  it('a promotion code twice in any case, alone and racing: 400 naming the code', async () => {
    const code = `CL${randomUUID().slice(0, 6).toUpperCase()}`;
    const promotion = (c: string) =>
      server.api('/api/promotions', {
        method: 'POST',
        token: admin,
        json: { name: `Clash ${c}`, code: c, type: 'fixed', value: 1, combinable: true },
      });
    expect((await promotion(code)).status).toBe(201);
    const again = await promotion(code.toLowerCase());
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('code: another promotion already has this code.');
    const racing = await Promise.all([`${code}X`, `${code.toLowerCase()}x`, `${code}X`].map(promotion));
    answered(racing, [201, 400]);
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    for (const res of racing.filter((r) => r.status === 400))
      expect(res.body.message).toBe('code: another promotion already has this code.');
  });

  it('a tax rate twice for one place and class, and a shipping zone for a country already served, racing', async () => {
    const rate = { country: 'IS', region: '', taxClass: 'reduced', rate: 11, name: 'Iceland reduced' };
    const rates = await Promise.all(
      [1, 2, 3].map(() => server.api('/api/tax/rates', { method: 'POST', token: admin, json: rate })),
    );
    answered(rates, [201, 400]);
    expect(rates.filter((r) => r.status === 201)).toHaveLength(1);
    for (const res of rates.filter((r) => r.status === 400))
      expect(res.body.message).toBe('taxClass: IS already has a reduced rate; change that one instead.');

    const zone = (name: string) => ({
      name,
      countries: ['IS'],
      methods: [{ name: 'Post', type: 'flat', price: 9, minDays: 3, maxDays: 6 }],
    });
    const zones = await Promise.all(
      ['Iceland', 'Iceland too'].map((name) =>
        server.api('/api/shipping/zones', { method: 'POST', token: admin, json: zone(name) }),
      ),
    );
    answered(zones, [201, 400]);
    expect(zones.filter((r) => r.status === 201)).toHaveLength(1);
    expect(zones.find((r) => r.status === 400)!.body.message).toMatch(/^countries\.0: IS is already in the zone "/);
  });

  it('a category deleted while a product is added to it: the category stays with it, or the product is refused', async () => {
    for (let round = 0; round < 4; round++) {
      const made = await newCategory(`Short-lived ${randomUUID().slice(0, 6)}`);
      expect(made.status, made.text).toBe(201);
      const category: Category = made.body.category;
      const [added, deleted] = await Promise.all([
        newProduct({ name: `Late product ${round}`, category: category._id }),
        server.api(`/api/categories/${category._id}`, { method: 'DELETE', token: admin }),
      ]);
      answered([added], [201, 400]);
      answered([deleted], [200, 409]);
      // exactly one of them happened
      expect([added.status, deleted.status].sort()).toEqual(added.status === 201 ? [201, 409] : [200, 400]);
      if (added.status === 400) expect(added.body.message).toBe('category: No category with this id exists.');
      else
        expect(deleted.body.message).toMatch(
          /^This category cannot be deleted: (1 product uses|products use) it\. Move or delete those products first\.$/,
        );
    }
  });

  it('deleting a category its products use, or a promotion an order used, is a 409 that says what to do', async () => {
    const list = await server.api('/api/categories', { token: admin });
    const used: Category = list.body.categories.find((c: Category) => c.productCount > 0);
    const res = await server.api(`/api/categories/${used._id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^This category cannot be deleted: \d+ products? uses? it\./);

    const code = `USED${randomUUID().slice(0, 6).toUpperCase()}`;
    const made = await server.api('/api/promotions', {
      method: 'POST',
      token: admin,
      json: { name: 'Used once', code, type: 'fixed', value: 1, combinable: true },
    });
    expect(made.status, made.text).toBe(201);
    const product: Product = (await server.api('/api/products?limit=1')).body.products[0];
    const buyer = await server.signupUser();
    const order = await server.api('/api/orders', {
      method: 'POST',
      token: buyer.token,
      headers: { 'Idempotency-Key': randomUUID() },
      json: {
        items: [{ productId: product._id, variantId: product.variants[0]._id, quantity: 1 }],
        shippingAddress: {
          name: 'Pat Clash',
          phone: '+1 555 0199',
          line1: '3 Main St',
          city: 'Springfield',
          country: 'US',
        },
        paymentMethod: 'cod',
        couponCode: code,
      },
    });
    expect(order.status, order.text).toBe(201);
    const refused = await server.api(`/api/promotions/${made.body.promotion._id}`, { method: 'DELETE', token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This promotion cannot be deleted: \d+ orders? used it/);
  });
});

describe("the database's own refusals", () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await memoryDb());
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  /** What the write's database error is answered with. */
  async function answerTo(write: () => Promise<unknown>): Promise<{ status: number; message: string }> {
    try {
      await write();
    } catch (err) {
      const answer = constraintRefusal(err);
      if (!answer) throw err;
      return { status: answer.status, message: answer.message };
    }
    throw new Error('the write went through');
  }

  const image = { imageUrl: '/uploads/x.webp', imagePublicId: 'x' };
  async function category(slug: string) {
    const id = randomUUID();
    await db.insert(categories).values({ id, name: slug, slug, ...image });
    return id;
  }
  async function product(slug: string, categoryId: string) {
    const id = randomUUID();
    await db.insert(products).values({
      id,
      name: slug,
      productName: slug,
      slug,
      description: 'x',
      priceCents: 100,
      categoryId,
    });
    return id;
  }
  const variant = (productId: string, sku: string) =>
    db.insert(productVariants).values({ id: randomUUID(), productId, position: 0, sku, priceCents: 100 });

  it('unique indexes: e-mail, category and product addresses, SKUs and codes in any case, a place’s rate', async () => {
    const user = { name: 'x', passwordHash: 'x', email: `clash-${randomUUID()}@shop.test` };
    await db.insert(users).values({ id: randomUUID(), ...user });
    expect(await answerTo(() => db.insert(users).values({ id: randomUUID(), ...user }))).toEqual({
      status: 409,
      message: 'An account with this email already exists.',
    });

    const categoryId = await category('clash-cat');
    expect(await answerTo(() => category('clash-cat'))).toEqual({
      status: 409,
      message: 'name: another category took the address clash-cat at the same moment. Save again.',
    });
    const productId = await product('clash-prod', categoryId);
    expect(await answerTo(() => product('clash-prod', categoryId))).toEqual({
      status: 409,
      message: 'name: another product took the address clash-prod at the same moment. Save again.',
    });
    await variant(productId, 'CL-SKU-1');
    const other = await product('clash-prod-2', categoryId);
    expect(await answerTo(() => variant(other, 'cl-sku-1'))).toEqual({
      status: 409,
      message: 'variants: another product has the SKU CL-SKU-1. Choose another.',
    });

    const promotion = { name: 'x', type: 'fixed' as const, amountCents: 100 };
    await db.insert(promotions).values({ id: randomUUID(), code: 'CLASH1', ...promotion });
    expect(
      await answerTo(() => db.insert(promotions).values({ id: randomUUID(), code: 'clash1', ...promotion })),
    ).toEqual({ status: 400, message: 'code: another promotion already has this code.' });

    const rate = { country: 'US', region: 'OR', taxClass: 'standard' as const, rate: 1, name: 'x' };
    await db.insert(taxRates).values({ id: randomUUID(), ...rate });
    expect(await answerTo(() => db.insert(taxRates).values({ id: randomUUID(), ...rate }))).toEqual({
      status: 400,
      message: 'taxClass: US / OR already has a standard rate; change that one instead.',
    });
    await db.insert(taxRates).values({ id: randomUUID(), ...rate, region: '' });
    expect(await answerTo(() => db.insert(taxRates).values({ id: randomUUID(), ...rate, region: '' }))).toEqual({
      status: 400,
      message: 'taxClass: US already has a standard rate; change that one instead.',
    });
  });

  it('foreign keys: a row naming one that is gone, and the delete of one still named', async () => {
    expect(await answerTo(() => product('orphan', randomUUID()))).toEqual({
      status: 400,
      message: 'category: No category with this id exists.',
    });
    const categoryId = await category('still-used');
    await product('user-of-it', categoryId);
    expect(await answerTo(() => db.delete(categories).where(eq(categories.id, categoryId)))).toEqual({
      status: 409,
      message: 'This category cannot be deleted: products use it. Move or delete those products first.',
    });
    expect(await answerTo(() => variant(randomUUID(), 'NO-PRODUCT'))).toEqual({
      status: 404,
      message: 'Product not found',
    });
    expect(
      await answerTo(() =>
        db.insert(shippingMethods).values({
          id: randomUUID(),
          zoneId: randomUUID(),
          position: 0,
          name: 'x',
          type: 'flat',
          minDays: 1,
          maxDays: 2,
        }),
      ),
    ).toEqual({ status: 404, message: 'Shipping zone not found' });

    const promotionId = randomUUID();
    await db.insert(promotions).values({ id: promotionId, name: 'x', type: 'fixed', amountCents: 100 });
    const orderId = randomUUID();
    await db.insert(orders).values({
      id: orderId,
      customerName: 'x',
      customerEmail: 'x@shop.test',
      subtotalCents: 100,
      shippingCents: 0,
      totalCents: 100,
      shippingAddress: { name: 'x', line1: 'x', city: 'x', postalCode: 'x', country: 'US' } as never,
      paymentMethod: 'cod',
    });
    await db.insert(orderPromotions).values({ orderId, promotionId, customerKey: 'x@shop.test', amountCents: 10 });
    expect(await answerTo(() => db.delete(promotions).where(eq(promotions.id, promotionId)))).toEqual({
      status: 409,
      message: 'This promotion cannot be deleted: orders used it, and they keep it. End it instead (set its end date).',
    });
  });

  it('a constraint the table does not name still answers 409, never a 500', async () => {
    await db.execute(sql`create table if not exists clash_probe (id text primary key)`);
    await db.execute(sql`insert into clash_probe values ('a')`);
    const answer = await answerTo(() => db.execute(sql`insert into clash_probe values ('a')`));
    expect(answer.status).toBe(409);
    expect(answer.message).toMatch(GENERIC);
  });
});
