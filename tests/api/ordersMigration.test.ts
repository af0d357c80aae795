// Migration 0001 on a database that already has users: the old free-text address becomes a
// structured one (its text as line1), blank ones become null, token versions start at 0.
import { afterAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, pgliteExtensions } from '../../src/server/db/client';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The committed migrations up to and including `tag`. */
async function migrationsUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
  dirs.push(dir);
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const end = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0001_orders', () => {
  it('turns text addresses into structured ones and keeps every user', async () => {
    const client = new PGlite({ extensions: await pgliteExtensions() });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: await migrationsUpTo('0000_init') });
      await db.execute(sql`insert into users (id, name, email, contact, address, password_hash) values
        ('u1', 'Ann', 'ann@shop.test', '+1 555 0001', '5 Old Road, Leeds', 'x'),
        ('u2', 'Ben', 'ben@shop.test', null, '  ', 'x'),
        ('u3', 'Cy', 'cy@shop.test', null, null, 'x')`);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const rows = (await db.execute(sql`select id, address, token_version from users order by id`)).rows;
      expect(rows).toEqual([
        {
          id: 'u1',
          address: {
            name: 'Ann',
            phone: '+1 555 0001',
            line1: '5 Old Road, Leeds',
            line2: '',
            city: '',
            postalCode: '',
            country: '',
          },
          token_version: 0,
        },
        { id: 'u2', address: null, token_version: 0 },
        { id: 'u3', address: null, token_version: 0 },
      ]);
      const number = (await db.execute(sql`select nextval('order_number_seq')::int as n`)).rows[0];
      expect(number).toEqual({ n: 10001 });
    } finally {
      await client.close();
    }
  });
});

describe('migration 0017_money_in_cents', () => {
  it('turns every dollar amount into its cents exactly: 50,000 products and their orders', async () => {
    const client = new PGlite({ extensions: await pgliteExtensions() });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: await migrationsUpTo('0016_guest_order_limits') });
      await db.execute(sql`insert into categories (id, name, slug, description, image_url, image_public_id)
        values ('c1', 'Cables', 'cables', 'Cables', '/uploads/c.webp', 'c')`);
      // every cent from 0.00 to 99,999.99 in a spread, and the largest a numeric(12,2) holds
      await db.execute(sql`insert into products (id, name, product_name, slug, description, price, stock, category_id, compare_at_price)
        select 'p' || i, 'P' || i, 'P' || i, 'p-' || i, 'd', ((i * 7919) % 10000000)::numeric / 100, 5, 'c1',
          case when i % 3 = 0 then ((i * 7919) % 10000000)::numeric / 100 + 0.01 end
        from generate_series(1, 49999) as i`);
      await db.execute(sql`insert into products (id, name, product_name, slug, description, price, stock, category_id)
        values ('pmax', 'Max', 'Max', 'max', 'd', 9999999999.99, 1, 'c1')`);
      await db.execute(sql`insert into orders (id, customer_name, customer_email, subtotal, shipping, total, shipping_address, payment_method)
        select 'o' || i, 'Ann', 'ann@shop.test', ((i * 104729) % 100000000)::numeric / 100, 0,
          ((i * 104729) % 100000000)::numeric / 100, '{}'::jsonb, 'cod'
        from generate_series(1, 2000) as i`);
      await db.execute(sql`insert into order_items (order_id, position, product_id, name, price, quantity, line_total)
        select 'o' || i, 0, 'p' || i, 'P', ((i * 104729) % 100000000)::numeric / 100, 1, ((i * 104729) % 100000000)::numeric / 100
        from generate_series(1, 2000) as i`);
      const before = await db.execute<{ id: string; price: string; compare: string | null }>(
        sql`select id, price::text as price, compare_at_price::text as compare from products`,
      );
      const orderBefore = await db.execute<{ id: string; subtotal: string; total: string }>(
        sql`select id, subtotal::text as subtotal, total::text as total from orders`,
      );
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const after = await db.execute<{ id: string; price_cents: string; compare: string | null }>(
        sql`select id, price_cents::text as price_cents, compare_at_price_cents::text as compare from products`,
      );
      // the cents as text, from the old decimal text: "1234.5" -> "123450"
      const centsText = (decimal: string) => {
        const [whole, fraction = ''] = decimal.split('.');
        return String(BigInt(whole + fraction.padEnd(2, '0')));
      };
      const afterById = new Map(after.rows.map((r) => [r.id, r]));
      expect(after.rows).toHaveLength(50_000);
      for (const row of before.rows) {
        const moved = afterById.get(row.id)!;
        expect(moved.price_cents, row.id).toBe(centsText(row.price));
        expect(moved.compare, row.id).toBe(row.compare === null ? null : centsText(row.compare));
      }
      expect(afterById.get('pmax')!.price_cents).toBe('999999999999');
      const ordersAfter = await db.execute<{
        id: string;
        subtotal: string;
        total: string;
        discount: string;
        tax: string;
        item: string;
      }>(sql`select o.id, o.subtotal_cents::text as subtotal, o.total_cents::text as total,
          o.discount_cents::text as discount, o.tax_cents::text as tax, i.line_total_cents::text as item
        from orders o join order_items i on i.order_id = o.id`);
      const ordersById = new Map(ordersAfter.rows.map((r) => [r.id, r]));
      for (const row of orderBefore.rows) {
        const moved = ordersById.get(row.id)!;
        expect([moved.subtotal, moved.total, moved.item]).toEqual([
          centsText(row.subtotal),
          centsText(row.total),
          centsText(row.subtotal),
        ]);
        expect([moved.discount, moved.tax]).toEqual(['0', '0']);
      }
    } finally {
      await client.close();
    }
  }, 180_000);
});
