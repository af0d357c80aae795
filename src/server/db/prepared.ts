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
//
// The statements of every order are written once (`statement`) with named placeholders where their
// values go: drizzle turns one into text on its first run, and each later run only fills in the
// values, so an order costs neither building its statements' text nor hashing it.
import { createHash } from 'node:crypto';
import { getTableColumns, is, Param, Placeholder, sql, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();
const MAX_PREPARED = 256;
/** The shapes a statement keeps built; past them, a new shape is built on each run. */
const MAX_SHAPES = 32;

/** What node-postgres's client and PGlite (or its transaction) have in common here. */
interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
}
/** The embedded database itself (not one of its transactions). */
interface PgliteDatabase extends PgliteClient {
  transaction<T>(run: (tx: PgliteClient) => Promise<T>): Promise<T>;
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

/** A statement as text, the name it is prepared under, and its parameters (values, or placeholders
 *  still to fill). */
interface Built {
  text: string;
  name: string;
  params: unknown[];
}

function build(query: SQL): Built {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, params };
}

/**
 * Runs `query` in `db` (a drizzle database or transaction) as a prepared statement, returning its
 * rows as the driver gives them (each column by name).
 */
export function runPrepared<Row>(db: object, query: SQL): Promise<Row[]> {
  const built = build(query);
  return runBuilt<Row>(db, built.text, built.name, built.params);
}

/** What a statement's text is written with: a database or transaction, for its insert and update
 *  builders (which only build here). */
export type StatementWriter = Pick<Db, 'insert' | 'update'>;

/**
 * A statement written once: `write` gives its SQL with `sql.placeholder(name)` where each value
 * goes, for a `shape` when its text depends on one (the number of an order's lines). The function
 * returned runs it in `db` as a prepared statement with `values` for its placeholders.
 */
export function statement<Row, Shape extends string | number = string>(
  write: (db: StatementWriter, shape: Shape) => SQL,
): (db: object, values: Record<string, unknown>, shape?: Shape) => Promise<Row[]> {
  const shapes = new Map<Shape, Built>();
  return (db, values, shape = '' as Shape) => {
    let built = shapes.get(shape);
    if (!built) {
      built = build(write(db as StatementWriter, shape));
      if (shapes.size < MAX_SHAPES) shapes.set(shape, built);
    }
    return runBuilt<Row>(db, built.text, built.name, fill(built.params, values));
  };
}

/** The parameters with each placeholder's value from `values`, mapped for the driver by its column
 *  (JSON as text, dates as ISO text) as drizzle maps a value it is given: a null (or an absent
 *  optional value) is SQL's null. A placeholder without a value is a mistake of the caller's. */
function fill(params: unknown[], values: Record<string, unknown>): unknown[] {
  const valueOf = (name: string) => {
    if (!(name in values)) throw new Error(`no value for the placeholder "${name}"`);
    return values[name] ?? null;
  };
  return params.map((param) => {
    if (is(param, Placeholder)) return valueOf(param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const value = valueOf(param.value.name);
      return value === null ? null : param.encoder.mapToDriverValue(value);
    }
    return param;
  });
}

/** A table's columns for a select list, each under its key in the schema (`"token_version" as
 *  "tokenVersion"`): rows read by a statement come in drizzle's own shape. */
export function columnsOf(table: Table): SQL {
  return sql.join(
    Object.entries(getTableColumns(table)).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/** `{ key: placeholder }` for each of `keys`, the placeholders named `prefix + key`: an insert's
 *  values for `statement`, filled by placeholderValues. */
export function placeholderRow<K extends string>(prefix: string, keys: readonly K[]): Record<K, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(prefix + key)])) as Record<K, Placeholder>;
}

/** `row`'s values for the placeholders of placeholderRow(prefix, ...), added to `into`. */
export function placeholderValues(prefix: string, row: object, into: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) into[prefix + key] = value;
  return into;
}

async function runBuilt<Row>(db: object, text: string, name: string, params: unknown[]): Promise<Row[]> {
  const { client, pglite } = connectionOf(db);
  let prepared = pglite ? preparedOnPglite : preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  const known = prepared.has(name);
  if (!known && prepared.size >= MAX_PREPARED) {
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
  // The embedded database prepares inside a transaction, which holds it alone: between the check
  // and the PREPARE nothing else can run, so two requests never prepare one name. Outside one, the
  // PREPARE gets a transaction of its own.
  if (!known && typeof (client as Partial<PgliteDatabase>).transaction === 'function')
    await (client as PgliteDatabase).transaction(async (tx) => {
      if (!prepared.has(name)) await tx.exec(`prepare ${name} as ${text}`);
      prepared.add(name);
    });
  else if (!known) {
    // a statement prepared in a transaction that rolls back stays prepared (PostgreSQL's rule)
    await pg.exec(`prepare ${name} as ${text}`);
    prepared.add(name);
  }
  const result = await pg.query(
    params.length ? `execute ${name}(${params.map(literal).join(', ')})` : `execute ${name}`,
  );
  return result.rows as Row[];
}
