import { describe, expect, it } from 'vitest';
import { authUrlFor } from '../../src/lib/authUrl';
import { safeNext } from '../../src/lib/safeNext';

const nextOf = (url: string) => safeNext(new URL(url, 'http://s').search);

describe('safeNext', () => {
  it('accepts a path on this site, with its query', () => {
    expect(safeNext('?next=%2Fcheckout')).toBe('/checkout');
    expect(nextOf(authUrlFor('/checkout?x=1'))).toBe('/checkout?x=1');
    for (const path of ['/admin', '/dashboard/orders', '/products/sony-a7-iv', '/wishlist', '/products?q=a%20b&page=2'])
      expect(nextOf(authUrlFor(path)), path).toBe(path);
  });

  it('refuses other origins and junk', () => {
    for (const bad of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'HTTPS://evil.example/x',
      'javascript:alert(1)',
      'evil.example',
      ' /checkout',
      '',
      '/\r',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u007f',
    ]) {
      expect(safeNext(`?next=${encodeURIComponent(bad)}`), JSON.stringify(bad)).toBe('/');
    }
    expect(safeNext('')).toBe('/');
    expect(safeNext('?next=//evil.example', '/fallback')).toBe('/fallback');
  });

  it('never comes back to the sign-in page itself', () => {
    expect(safeNext('?next=%2Fauth')).toBe('/');
    expect(safeNext('?next=%2Fauth%3Fnext%3D%252Fadmin')).toBe('/');
    expect(safeNext('?next=%2Fauthors')).toBe('/authors');
  });

  it('makes sign-in links that need no next for the home page', () => {
    expect(authUrlFor('/')).toBe('/auth');
    expect(authUrlFor('/products/a b')).toBe('/auth?next=%2Fproducts%2Fa%20b');
  });
});
