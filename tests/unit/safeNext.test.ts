import { describe, expect, it } from 'vitest';
import { authUrlFor, safeNext } from '../../src/lib/safeNext';

describe('safeNext', () => {
  it('accepts a path on this site', () => {
    expect(safeNext('?next=%2Fcheckout')).toBe('/checkout');
    expect(safeNext(new URL(authUrlFor('/checkout?x=1'), 'http://s').search)).toBe('/checkout?x=1');
  });
  it('refuses other origins and junk', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      '/%0d',
    ]) {
      expect(safeNext(`?next=${encodeURIComponent(bad === '/%0d' ? '/\r' : bad)}`)).toBe('/');
    }
    expect(safeNext('')).toBe('/');
  });
});
