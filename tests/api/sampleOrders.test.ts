// The sample orders a new install gets with the sample catalogue: two customers, orders in
// every state, stock taken by every order but the cancelled one; never on a used database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { orderItems, orders, products, users } from '../../src/server/db/schema';
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
    expect(new Set(rows.map((o) => o.status))).toEqual(
      new Set(['pending', 'paid', 'shipped', 'delivered', 'cancelled']),
    );
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

    const held = new Map<string, number>();
    const cancelled = new Set(rows.filter((o) => o.status === 'cancelled').map((o) => o.id));
    for (const i of items)
      if (!cancelled.has(i.orderId)) held.set(i.productId, (held.get(i.productId) ?? 0) + i.quantity);
    const seededStock = new Map(SEED_PRODUCTS.map((p) => [p.name, p.stock]));
    for (const p of await db.select().from(products)) {
      expect(p.stock, p.name).toBe(seededStock.get(p.name)! - (held.get(p.id) ?? 0));
      expect(p.stock).toBeGreaterThanOrEqual(0);
    }
  });

  it('are never added to a database that has orders or the sample customers', async () => {
    const before = (await db.select().from(orders)).length;
    expect(await seedSampleOrdersIfEmpty(db)).toEqual({ seeded: false, orders: 0 });
    await db.delete(orders);
    expect(await seedSampleOrdersIfEmpty(db)).toEqual({ seeded: false, orders: 0 });
    expect(before).toBeGreaterThan(0);
  });
});
