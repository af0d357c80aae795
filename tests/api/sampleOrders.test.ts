// The sample orders a new install gets with the sample catalogue: two customers, orders in
// every state, stock taken from the variants by every order but the cancelled one; never on a used
// database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { invoices, orderItems, orders, products, productVariants, users } from '../../src/server/db/schema';
import { variantLabel } from '../../src/lib/forms/variants';
import { SEED_PRODUCTS } from '../../src/server/seed/data';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed';
import { SAMPLE_CUSTOMERS, seedSampleOrdersIfEmpty } from '../../src/server/seed/sampleOrders';
import { memoryDb, tempStorage } from '../helpers/memoryDb';

let db: Db;
let close: () => Promise<void>;
let store: Awaited<ReturnType<typeof tempStorage>>;

beforeAll(async () => {
  ({ db, close } = await memoryDb());
  store = await tempStorage();
}, 60_000);
afterAll(async () => {
  await close();
  await store.cleanup();
});

describe('sample orders', () => {
  it('come with the sample catalogue: two customers, every status, consistent totals and stock', async () => {
    const result = await seedCatalogIfEmpty(db, store.storage);
    expect(result.orders).toBeGreaterThanOrEqual(5);

    const customers = await db.select().from(users).where(eq(users.role, 'customer'));
    expect(customers.map((c) => c.email).sort()).toEqual(SAMPLE_CUSTOMERS.map((c) => c.email).sort());
    expect(customers.every((c) => c.address && c.address.city)).toBe(true);

    const rows = await db.select().from(orders);
    expect(rows).toHaveLength(result.orders);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['pending', 'shipped', 'delivered', 'cancelled']));
    expect(new Set(rows.map((o) => o.userId))).toEqual(new Set(customers.map((c) => c.id)));
    for (const o of rows) expect(o.number).toMatch(/^EL-\d{5}$/);
    // numbers rise with the dates
    const byDate = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(byDate.map((o) => o.number)).toEqual([...byDate.map((o) => o.number)].sort());

    const items = await db.select().from(orderItems);
    for (const o of rows) {
      const mine = items.filter((i) => i.orderId === o.id);
      expect(mine.length).toBeGreaterThan(0);
      // whole cents, so every sum is exact
      for (const i of mine) expect(i.lineTotalCents).toBe(i.unitPriceCents * i.quantity);
      expect(o.subtotalCents).toBe(mine.reduce((s, i) => s + i.lineTotalCents, 0));
      expect(o.totalCents).toBe(o.subtotalCents - o.discountCents + o.shippingCents + o.taxCents);
    }

    // every line names its variant; stock is held per variant and the products sum their variants
    const variants = await db.select().from(productVariants);
    const catalogue = await db.select().from(products);
    for (const i of items) {
      const variant = variants.find((v) => v.id === i.variantId)!;
      const product = catalogue.find((p) => p.id === i.productId)!;
      expect(variant.productId).toBe(product.id);
      expect(i.sku).toBe(variant.sku);
      expect(i.variant).toBe(variantLabel(product.options, variant.options));
    }
    expect(items.some((i) => i.variant === '128 GB / Black' && i.name === 'Apple iPhone 15')).toBe(true);
    const held = new Map<string, number>();
    const cancelled = new Set(rows.filter((o) => o.status === 'cancelled').map((o) => o.id));
    for (const i of items)
      if (!cancelled.has(i.orderId)) held.set(i.variantId!, (held.get(i.variantId!) ?? 0) + i.quantity);
    const seededStock = new Map(SEED_PRODUCTS.flatMap((p) => p.variants.map((v) => [v.sku, v.stock])));
    for (const v of variants) {
      expect(v.stock, v.sku).toBe(seededStock.get(v.sku)! - (held.get(v.id) ?? 0));
      expect(v.stock).toBeGreaterThanOrEqual(0);
    }
    for (const p of catalogue) {
      const active = variants.filter((v) => v.productId === p.id && v.isActive);
      expect(p.stock, p.name).toBe(active.reduce((sum, v) => sum + v.stock, 0));
    }
  });

  it('have invoices where the shop was paid (paid and delivered orders), numbered in order', async () => {
    const rows = (await db.select().from(orders)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const invoiced = rows.filter((row) => row.status === 'paid' || row.status === 'delivered');
    expect(invoiced.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.invoiceNumber).map((row) => row.id)).toEqual(invoiced.map((row) => row.id));
    const numbers = invoiced.map((row) => Number(row.invoiceNumber!.slice(-6)));
    expect(numbers).toEqual(numbers.map((_, at) => at + 1));
  });

  it('are never added to a database that has orders or the sample customers', async () => {
    const before = (await db.select().from(orders)).length;
    expect(await seedSampleOrdersIfEmpty(db)).toEqual({ seeded: false, orders: 0 });
    // invoices keep their orders: they go first
    await db.delete(invoices);
    await db.delete(orders);
    expect(await seedSampleOrdersIfEmpty(db)).toEqual({ seeded: false, orders: 0 });
    expect(before).toBeGreaterThan(0);
  });
});
