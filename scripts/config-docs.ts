// npx tsx scripts/config-docs.ts
// Writes the table of docs/configuration.md from the configuration schema (src/server/config.ts),
// between the two markers; tests/unit/configDocs.test.ts fails when the committed table differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { envSchema, variableDocs } from '../src/server/config';

export const DOC_FILE = fileURLToPath(new URL('../docs/configuration.md', import.meta.url));
export const START = '<!-- config-table:start (npx tsx scripts/config-docs.ts writes this table) -->';
export const END = '<!-- config-table:end -->';

// read by the test suites only, never by the shop: documented here, not in the schema
const TEST_VARIABLES: [name: string, fallback: string, doc: string][] = [
  [
    'TEST_DATABASE_URL',
    'unset',
    'tests only: a PostgreSQL database whose role may `CREATE DATABASE`; the API suite then also runs on PostgreSQL, each test file in a fresh database that is dropped afterwards',
  ],
  ['CHROME_PATH', '`/usr/bin/chromium` if present', 'tests only: the Chromium the browser tests drive'],
  ['E2E_PORT', '`4390`', 'tests only: port of the browser-test server'],
  ['E2E_DATA_DIR', '`.tmp/e2e-data`', 'tests only: data dir of the browser-test server (wiped before each run)'],
];

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Markdown table, one row per variable in schema order, then the test suites' own. */
export function configTable(): string {
  const rows = Object.entries(envSchema.shape).map(([name, schema]) => {
    const doc = variableDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in src/server/config.ts`);
    return [name, doc.default, doc.doc] as const;
  });
  return [
    '| variable | default | what it does |',
    '|---|---|---|',
    ...[...rows, ...TEST_VARIABLES].map(
      ([name, fallback, doc]) => `| \`${name}\` | ${cell(fallback)} | ${cell(doc)} |`,
    ),
  ].join('\n');
}

/** `document` with the text between the markers replaced by the current table. */
export function withTable(document: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOC_FILE} lacks the markers ${START} ... ${END}`);
  return `${document.slice(0, start + START.length)}\n\n${configTable()}\n\n${document.slice(end)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const before = readFileSync(DOC_FILE, 'utf8');
  const after = withTable(before);
  if (after !== before) writeFileSync(DOC_FILE, after);
  console.log(after === before ? `${DOC_FILE} is up to date.` : `Wrote the table in ${DOC_FILE}.`);
}
