// A list of the code's own text constants (order statuses) written into SQL as literals rather
// than parameters: the planner sees the values, and one statement's text serves every call.
import { sql, type SQL } from 'drizzle-orm';

/** `'a', 'b'` for `in (...)`; only for constants of the code, never input. */
export const textListSql = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

/** A text[] of input values, as one parameter (drizzle spreads a JavaScript array into a list of
 *  parameters, which `::text[]` cannot take). */
export const textArraySql = (values: readonly string[]): SQL =>
  sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
