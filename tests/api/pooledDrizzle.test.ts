// Transactions on a PostgreSQL pool give their connection back however they end, a failed BEGIN
// included: drizzle's own leaks it, and under pg_terminate_backend (tests/api/pgFaults.test.ts)
// enough such leaks left the shop waiting for connections for good.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pooledDrizzle } from '../../src/server/db/pooledDrizzle';
import { usesPostgres } from './harness';

const POOL_MAX = 2;
/** names this test's connections, apart from other files' on the same server */
const APP = 'pooled-drizzle-test';

describe.skipIf(!usesPostgres())('transactions on the PostgreSQL pool', () => {
  let pool: pg.Pool;
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(() => admin.end());
  // each test its own small pool: a connection the pool cannot give within a second fails the
  // test instead of hanging it
  beforeEach(() => {
    pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: POOL_MAX,
      connectionTimeoutMillis: 1000,
      application_name: APP,
    });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
  });
  // a connection that was never given back would keep pool.end() waiting for good
  afterEach(() => Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 2000))]));

  it('a BEGIN that fails gives its connection back', async () => {
    const db = pooledDrizzle(pool);
    // BEGIN with a setting PostgreSQL refuses fails as a BEGIN on a lost connection does
    const refused = { isolationLevel: 'no such level' } as unknown as Parameters<typeof db.transaction>[1];
    for (let i = 0; i < POOL_MAX + 2; i++) {
      await expect(db.transaction(async () => 'never run', refused)).rejects.toThrow();
    }
    expect(await db.transaction(async (tx) => (await tx.execute(sql`select 1 as one`)).rows[0])).toEqual({ one: 1 });
    expect(pool.totalCount).toBeLessThanOrEqual(POOL_MAX);
    expect(pool.waitingCount).toBe(0);
  });

  it('a connection lost inside a transaction fails that transaction, and the next one gets a new connection', async () => {
    const db = pooledDrizzle(pool);
    const lost = db.transaction(async (tx) => {
      const [{ pid }] = (await tx.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await tx.execute(sql`select 1`);
    });
    await expect(lost).rejects.toThrow();
    for (let i = 0; i < POOL_MAX + 2; i++) {
      expect(await db.transaction(async (tx) => (await tx.execute(sql`select 2 as two`)).rows[0])).toEqual({ two: 2 });
    }
    expect(pool.totalCount).toBeLessThanOrEqual(POOL_MAX);
  });

  it('a transaction that throws rolls back and gives its connection back for the next', async () => {
    const db = pooledDrizzle(pool);
    for (let i = 0; i < POOL_MAX + 2; i++) {
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          throw new Error('out of stock');
        }),
      ).rejects.toThrow('out of stock');
    }
    const [{ open }] = (
      await admin.query(
        `select count(*)::int as open from pg_stat_activity where application_name = $1 and state like 'idle in transaction%'`,
        [APP],
      )
    ).rows;
    expect(open).toBe(0);
    expect(await db.transaction(async (tx) => (await tx.execute(sql`select 3 as three`)).rows[0])).toEqual({
      three: 3,
    });
  });
});
