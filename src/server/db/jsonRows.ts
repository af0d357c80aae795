// An insert whose rows travel as one JSON parameter (json_populate_recordset), for a statement run
// on every order: its text is the same however many rows it writes (one prepared statement,
// src/server/db/prepared.ts), and it is built without drizzle's query builder, which costs more
// than the insert itself for a row of twenty columns.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A value as json_populate_recordset reads it into its column: jsonb stays a JSON value, a
 *  timestamp is its ISO text, everything else is itself. */
const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * `insert into <table> (<columns>) select ... from json_populate_recordset(...)`: the columns are
 * `keys` (property names of src/server/db/schema.ts), by default those the first row gives a value
 * (every row gives the same ones); a column left out takes its default. Rows that may be none
 * name their keys, so the statement's text stays one.
 */
export function insertJsonRows<T extends PgTable>(
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
  keys: readonly string[] = Object.entries(rows[0] ?? {}).flatMap(([key, value]) => (value === undefined ? [] : [key])),
): SQL {
  const columns = getTableColumns(table);
  if (keys.some((key) => !(key in columns))) throw new Error(`insertJsonRows: no such column in ${keys.join(', ')}`);
  const names = keys.map((key) => `"${columns[key].name}"`).join(', ');
  const data = rows.map((row) =>
    Object.fromEntries(keys.map((key) => [columns[key].name, jsonValue((row as Record<string, unknown>)[key])])),
  );
  const tableName = `"${getTableName(table)}"`;
  return sql`insert into ${sql.raw(tableName)} (${sql.raw(names)})
    select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(tableName)}, ${JSON.stringify(data)}::json)`;
}
