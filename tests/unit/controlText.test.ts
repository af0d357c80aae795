import { describe, expect, it } from 'vitest';
import { assertCleanJson, assertCleanRequestText, assertCleanText } from '../../src/server/http/controlText';
import type { Product } from '../../src/lib/types';
import { absoluteImageUrl, productWithImageBase } from '../../src/server/storage/imageUrls';

describe('control characters', () => {
  it('refuses NUL and other C0 characters, naming the field', () => {
    expect(() => assertCleanJson({ name: 'a\u0000b' })).toThrow(/^name:/);
    expect(() => assertCleanJson({ address: { city: 'x\u001b' } })).toThrow(/^address\.city:/);
    expect(() => assertCleanJson({ items: [{ note: 'ok' }, { productId: '\u0007' }] })).toThrow(
      /^items\.1\.productId:/,
    );
    expect(() => assertCleanText('name', 'two\nlines')).toThrow(/^name:/);
    expect(() => assertCleanText('name', 'del\u007f')).toThrow(/^name:/);
  });

  it('lets tab and newline through in free-text fields only', () => {
    expect(() => assertCleanJson({ description: 'line one\n\tline two\r\n' })).not.toThrow();
    expect(() => assertCleanJson({ description: 'nul\u0000' })).toThrow(/^description:/);
    expect(() => assertCleanJson({ name: 'Ünïcødé — fine', price: 3, ok: true, none: null })).not.toThrow();
  });

  it('walks any nesting without the call stack, naming the field as before', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => assertCleanJson({ email: deep })).toThrow(/^email\.0\.0\.0/);
    expect(() =>
      assertCleanJson({ email: JSON.parse(`${'['.repeat(50_000)}"ok"${']'.repeat(50_000)}`) }),
    ).not.toThrow();
    expect(() => assertCleanJson({ a: { 'b\u0000': 1 } })).toThrow(/^a:/);
    expect(() => assertCleanJson({ 'b\u0000': 1 })).toThrow(/^body:/);
    expect(() => assertCleanJson(['\u0000'])).toThrow(/^body\.0:/);
    expect(() => assertCleanJson({ x: '\u0000' }, 'form')).toThrow(/^form\.x:/);
  });

  it('checks route ids and query parameters', () => {
    expect(() => assertCleanRequestText({ id: 'a\u0000' }, new URLSearchParams())).toThrow(/^id:/);
    expect(() => assertCleanRequestText({}, new URLSearchParams('q=a%00'))).toThrow(/^q:/);
    expect(() => assertCleanRequestText({ id: 'abc' }, new URLSearchParams('q=a b&page=2'))).not.toThrow();
  });
});

describe('image URLs in answers', () => {
  it('puts the base in front of stored image URLs only, wherever the answer holds them', () => {
    const product = {
      images: [{ url: '/uploads/aa.webp', public_id: 'aa' }],
      variants: [{ _id: 'v', images: [{ url: '/uploads/aa.webp', public_id: 'aa' }] }],
      category: { _id: 'c', name: 'C', image: '/uploads/bb.webp' },
      description: 'see "/uploads/cc.webp" in text',
    } as unknown as Product;
    const out = productWithImageBase(product, 'https://shop.example/uploads/');
    expect(out.images[0].url).toBe('https://shop.example/uploads/aa.webp');
    expect(out.variants[0].images[0].url).toBe('https://shop.example/uploads/aa.webp');
    expect(out.category.image).toBe('https://shop.example/uploads/bb.webp');
    expect(out.description).toBe('see "/uploads/cc.webp" in text');
    expect(absoluteImageUrl('/uploads/x.webp', 'https://cdn.example/$1/')).toBe('https://cdn.example/$1/x.webp');
    expect(absoluteImageUrl('https://elsewhere.example/x.webp', 'https://cdn.example/')).toBe(
      'https://elsewhere.example/x.webp',
    );
  });
});
