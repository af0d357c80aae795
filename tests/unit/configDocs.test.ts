import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DOC_FILE, withTable } from '../../scripts/config-docs';
import { envSchema, variableDocs } from '../../src/server/config';

it('docs/configuration.md has the table the configuration schema makes (npx tsx scripts/config-docs.ts)', () => {
  const committed = readFileSync(DOC_FILE, 'utf8');
  expect(withTable(committed)).toBe(committed);
});

it("the README's main settings name variables of the schema, with the schema's defaults", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const rows = readme
    .split('\n')
    .filter((line) => /^\| `[A-Z0-9_]+`/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  expect(rows.length).toBeGreaterThan(5);
  for (const [, names, fallback] of rows) {
    const variables = [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]);
    for (const name of variables) expect(Object.keys(envSchema.shape), name).toContain(name);
    // a row for one variable states its default as the schema documents it
    if (variables.length === 1) {
      const documented = variableDocs.get(envSchema.shape[variables[0] as keyof typeof envSchema.shape])!.default;
      expect(documented.replace(/[`\s]/g, ''), variables[0]).toContain(fallback.replace(/[`\s]/g, ''));
    }
  }
});
