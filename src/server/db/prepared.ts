// Statements the server runs on every order, prepared once per database connection and then only
// executed: the embedded database plans a statement in WebAssembly on the server's own thread, and
// planning the checkout's few large statements cost more than running them. There a prepared
// statement keeps one generic plan (plan_cache_mode=force_generic_plan, set in ./client.ts, which
// only statements run here use: drizzle's own queries are never named), so these statements are
// written to read rows by their keys whatever the plan. PostgreSQL plans on its own processes and
// chooses per execution, as it does by default.
//
// A statement is named by a hash of its text, so the same text is prepared once whatever its
// parameters; texts that vary (an insert of n lines) make one statement per shape, up to
// MAX_PREPARED per connection, and past that they run unprepared.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const MAX_PREPARED = 256;

/** What node-postgres's client and PGlite (or its transaction) have in common here. */
interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}

/** The statements each node-postgres connection has prepared. */
const preparedOn = new WeakMap<object, Set<string>>();
/** The statements the embedded database has prepared: one PGlite per process, whose transactions
 *  are objects of their own, so the set is begun anew when ./client.ts opens it. */
let preparedOnPglite = new Set<string>();

/** Called by ./client.ts when it opens the embedded database (a new session: nothing prepared). */
export function pgliteOpened(): void {
  preparedOnPglite = new Set();
}

/** The driver's connection under a drizzle database or transaction (drizzle keeps it on its
 *  session, which it does not export a type for). */
function connectionOf(db: object): { client: object; pglite: boolean } {
  const client = (db as { session?: { client?: object } }).session?.client;
  if (!client) throw new Error('prepared statements need a drizzle database or transaction');
  return { client, pglite: typeof (client as Partial<PgliteClient>).exec === 'function' };
}

/** A parameter as SQL text (EXECUTE takes no protocol parameters): a quoted literal that the
 *  statement's parameter type reads as it would read the same value sent apart. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Runs `query` in `db` (a drizzle database or transaction) as a prepared statement, returning its
 * rows as the driver gives them (each column by name).
 */
export async function runPrepared<Row>(db: object, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { client, pglite } = connectionOf(db);
  let prepared = pglite ? preparedOnPglite : preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  const name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const known = prepared.has(name);
  // The embedded database prepares only inside a transaction, which holds it alone: between the
  // check above and the PREPARE nothing else can run, so two requests never prepare one name.
  const outsideTransaction = pglite && typeof (client as { transaction?: unknown }).transaction === 'function';
  if ((!known && prepared.size >= MAX_PREPARED) || (outsideTransaction && !known)) {
    const result = pglite
      ? await (client as PgliteClient).query(text, params)
      : await (client as PgClient).query({ name: '', text, values: params });
    return result.rows as Row[];
  }
  if (!pglite) {
    // node-postgres prepares a named statement on its connection the first time it runs it
    const result = await (client as PgClient).query({ name, text, values: params });
    prepared.add(name);
    return result.rows as Row[];
  }
  const pg = client as PgliteClient;
  if (!known) {
    // a statement prepared in a transaction that rolls back stays prepared (PostgreSQL's rule)
    await pg.exec(`prepare ${name} as ${text}`);
    prepared.add(name);
  }
  const result = await pg.query(
    params.length ? `execute ${name}(${params.map(literal).join(', ')})` : `execute ${name}`,
  );
  return result.rows as Row[];
}
