// For the tools that print figures (budget, benches): rows of one shape as aligned plain text.

/** Prints `rows` (objects with the same keys) under a header of their keys; `after(row)` gives
 *  lines to print under a row (details that would not fit a column). */
export function printTable(rows, after = () => []) {
  if (!rows.length) return;
  const keys = Object.keys(rows[0]);
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length)));
  const line = (values) =>
    values
      .map((value, index) => String(value).padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  console.log(line(keys));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) {
    console.log(line(keys.map((key) => row[key])));
    for (const detail of after(row)) console.log(detail);
  }
}
