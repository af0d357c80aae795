import { describe, expect, it } from 'vitest';
import { emailSchema, normalizeEmail } from '../../src/lib/forms/account';

describe('e-mail normalisation', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ann.Lee@Shop.TEST \n')).toBe('ann.lee@shop.test');
  });

  it('accepts valid addresses in their normal form and rejects others', () => {
    expect(emailSchema.parse(' Ann@Shop.Test ')).toBe('ann@shop.test');
    for (const bad of ['', 'ann', 'ann@', '@shop.test', 'ann@shop', 'a b@shop.test', 42, null]) {
      expect(emailSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
