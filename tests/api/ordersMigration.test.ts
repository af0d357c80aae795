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
