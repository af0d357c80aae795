import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DOC_FILE, withTable } from '../../scripts/config-docs';

it('docs/configuration.md has the table the configuration schema makes (npx tsx scripts/config-docs.ts)', () => {
  const committed = readFileSync(DOC_FILE, 'utf8');
  expect(withTable(committed)).toBe(committed);
});
