// drizzle on a node-postgres pool, with transactions that always give their connection back.
// drizzle's own pool transaction sends BEGIN before its try/finally, so a BEGIN that fails never
// releases the connection it checked out. That happens whenever a connection is lost between
// checkout and BEGIN (pg_terminate_backend, a failover): after PG_POOL_MAX of them the pool is
// empty for good, and every request waits for a connection that never comes.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';

type PgDb = NodePgDatabase<typeof schema>;

export function pooledDrizzle(pool: Pool): PgDb & { $client: Pool } {
  const db = drizzle(pool, { schema });
  // one drizzle per pooled connection, made once: the pool hands the same few out again and again
  const onConnection = new WeakMap<PoolClient, PgDb>();
  const transaction: PgDb['transaction'] = async (work, config) => {
    const connection = await pool.connect();
    try {
      let session = onConnection.get(connection);
      if (!session) onConnection.set(connection, (session = drizzle(connection, { schema })));
      return await session.transaction(work, config);
    } finally {
      // a lost connection is no longer queryable, and the pool drops it instead of keeping it
      connection.release();
    }
  };
  db.transaction = transaction;
  return db;
}
